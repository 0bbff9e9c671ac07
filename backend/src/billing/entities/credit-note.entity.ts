import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Invoice } from './invoice.entity';
import { User } from '../../users/user.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';

/** A credit note (refund) against an invoice; numbered in its own gap-free sequence. */
@Entity('credit_notes')
export class CreditNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', unique: true })
  number!: number;

  @Index()
  @Column({ type: 'int' })
  invoiceId!: number;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoiceId' })
  invoice?: Relation<Invoice>;

  /**
   * The client business it belongs to. A financial record outlives the business (kept five years,
   * decision 0008), so the business closing leaves it with none (SET NULL).
   */
  @Index('IDX_credit_notes_businessId')
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @ManyToOne(() => ClientBusiness, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness> | null;

  /** Who acted: credit notes are issued by staff, so new ones name no client person (null). */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @Column({ type: 'int' })
  totalCents!: number;

  @Column({ type: 'int' })
  vatCents!: number;

  @Column({ type: 'datetime' })
  issuedAt!: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  pdfKey!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
