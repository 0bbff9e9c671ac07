import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation, Unique } from 'typeorm';
import { Subscription } from './subscription.entity';
import { User } from '../../users/user.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';

/** Stored states; "overdue" is an issued invoice past its due date and is derived when read. */
export const INVOICE_STATES = ['issued', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * An issued (tax) invoice. Everything printed on it is copied here when it is issued, so the
 * document never changes when a client edits their profile or the catalogue changes its prices.
 * Amounts are integer cents; prices are VAT-inclusive.
 */
@Entity('invoices')
@Unique('UQ_invoices_subscription_period', ['subscriptionId', 'periodStart'])
export class Invoice {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The serial number (gap-free, never reused), from billing_sequences. */
  @Column({ type: 'int', unique: true })
  number!: number;

  /** What the client quotes on an EFT and PayFast gets as m_payment_id. */
  @Column({ type: 'varchar', length: 20, unique: true })
  reference!: string;

  /**
   * The client business it belongs to. A financial record outlives the business (kept five years,
   * decision 0008), so the business closing leaves it with none (SET NULL).
   */
  @Index('IDX_invoices_businessId')
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @ManyToOne(() => ClientBusiness, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness> | null;

  /**
   * The person it was issued for (who subscribed), then whoever uploaded its proof of payment;
   * null for staff-opened subscriptions, and after that person's account is deleted (SET NULL).
   */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  subscriptionId!: number | null;

  @ManyToOne(() => Subscription, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscriptionId' })
  subscription?: Relation<Subscription> | null;

  @Column({ type: 'simple-enum', enum: INVOICE_STATES, default: 'issued' })
  status!: InvoiceState;

  @Column({ type: 'datetime' })
  issuedAt!: Date;

  @Column({ type: 'datetime' })
  dueAt!: Date;

  @Column({ type: 'datetime' })
  periodStart!: Date;

  @Column({ type: 'datetime' })
  periodEnd!: Date;

  @Column({ type: 'varchar', length: 255 })
  description!: string;

  @Column({ type: 'int', default: 1 })
  quantity!: number;

  /** VAT-inclusive total in cents. */
  @Column({ type: 'int' })
  totalCents!: number;

  /** VAT included in the total; 0 when the firm was not VAT-registered at issue. */
  @Column({ type: 'int' })
  vatCents!: number;

  /** Whether it was issued as a tax invoice (the firm had a VAT number then). */
  @Column({ type: 'boolean' })
  taxInvoice!: boolean;

  @Column({ type: 'int', default: 0 })
  creditedCents!: number;

  @Column({ type: 'varchar', length: 200 })
  clientName!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  clientAddress!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  clientVatNumber!: string | null;

  /** The client company's registration number when issued (Companies Act s32(4) wants it on the invoice); null for a sole proprietor. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  clientRegistrationNumber!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  pdfKey!: string | null;

  @Column({ type: 'datetime', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  paidReference!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  paidMethod!: string | null;

  @Column({ type: 'datetime', nullable: true })
  voidedAt!: Date | null;

  /** Proof of payment the client attached (file storage key), for staff to check against the bank. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  proofKey!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  proofName!: string | null;

  /** Bytes of that file: counted in the client's storage quota. */
  @Column({ type: 'int', nullable: true })
  proofSize!: number | null;

  @Column({ type: 'datetime', nullable: true })
  proofUploadedAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  renewalNoticeAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
