import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { MONEY } from '../../database/column-types';
import { Subscription } from './subscription.entity';
import { User } from '../../users/user.entity';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn()
  id!: number;

  /**
   * Nullable because payments outlive the account: after deletion the financial record is kept
   * for the statutory five years without the person (docs/decisions/0008-account-deletion.md).
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
