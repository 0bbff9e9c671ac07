import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Invoice } from './invoice.entity';

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

  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

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
