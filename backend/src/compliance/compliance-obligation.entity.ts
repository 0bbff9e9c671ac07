import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { MONEY } from '../database/column-types';
import { Document } from '../documents/document.entity';
import { OBLIGATION_STATUSES, type ObligationStatus } from './obligation-status';
import type { ObligationType } from './rules';

/**
 * One SARS or CIPC obligation of a client business for one period (docs/compliance.md). The rules
 * (compliance/rules) say which exist and when they are due; a row keeps what people did about it.
 * (businessId, type, periodEnd) is the obligation's identity: the rules' key, the calendar UID.
 */
@Entity('compliance_obligations')
@Unique('UQ_compliance_obligations_business_type_period', ['businessId', 'type', 'periodEnd'])
export class ComplianceObligation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness>;

  @Column({ type: 'varchar', length: 24 })
  type!: ObligationType;

  /** "VAT201 for Nov–Dec 2026": the rules' wording, refreshed whenever they are applied. */
  @Column({ type: 'varchar', length: 120 })
  label!: string;

  /** yyyy-MM-dd */
  @Column({ type: 'date' })
  periodStart!: string;

  /** yyyy-MM-dd */
  @Column({ type: 'date' })
  periodEnd!: string;

  /** yyyy-MM-dd, already moved off weekends and public holidays. */
  @Index('IDX_compliance_obligations_dueDate')
  @Column({ type: 'date' })
  dueDate!: string;

  @Column({ type: 'simple-enum', enum: OBLIGATION_STATUSES, default: 'upcoming' })
  status!: ObligationStatus;

  /** SARS's payment reference number for the return or payment. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  prn!: string | null;

  @Column({ ...MONEY, nullable: true })
  amount!: number | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** Who last changed status, PRN, amount, note or proof (the activity log keeps every change). */
  @Column({ type: 'int', nullable: true })
  updatedById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** A document of the business that proves an obligation was met (the return, a proof of payment). */
@Entity('compliance_obligation_proofs')
@Unique('UQ_compliance_obligation_proofs_pair', ['obligationId', 'documentId'])
export class ObligationProof {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  obligationId!: number;

  @ManyToOne(() => ComplianceObligation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'obligationId' })
  obligation?: Relation<ComplianceObligation>;

  @Index('IDX_compliance_obligation_proofs_documentId')
  @Column({ type: 'int' })
  documentId!: number;

  @ManyToOne(() => Document, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'documentId' })
  document?: Relation<Document>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
