import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { MONEY } from '../../database/column-types';
import { Subscription } from './subscription.entity';
import { User } from '../../users/user.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn()
  id!: number;

  /**
   * The client business it belongs to. A financial record outlives the business (kept five years,
   * decision 0008), so the business closing leaves it with none (SET NULL).
   */
  @Index('IDX_payments_businessId')
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @ManyToOne(() => ClientBusiness, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness> | null;

  /**
   * The person who paid (who subscribed, for an invoice's payment); null when staff recorded it,
   * and after that person's account is deleted: the record stays (decision 0008).
   */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Index()
  @Column({ type: 'int', nullable: true })
  subscriptionId!: number | null;

  @ManyToOne(() => Subscription, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscriptionId' })
  subscription?: Relation<Subscription> | null;

  @Column(MONEY)
  amount!: number;

  @Column({ type: 'varchar', length: 3, default: 'ZAR' })
  currency!: string;

  @Column({ type: 'simple-enum', enum: PAYMENT_STATUSES, default: 'pending' })
  status!: PaymentStatus;

  @Column({ type: 'varchar', length: 50, nullable: true })
  paymentMethod!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentId!: string | null;

  @Column({ type: 'datetime' })
  paymentDate!: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description!: string | null;

  /** The invoice this payment settles (billing module); null for payments recorded before invoices. */
  @Index()
  @Column({ type: 'int', nullable: true })
  invoiceId!: number | null;

  /** PayFast's pf_payment_id: unique, so a replayed notification cannot record a second payment. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  gatewayPaymentId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
