import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  Relation,
} from 'typeorm';
import { ServicePackage } from '../../catalogue/service-package.entity';
import { User } from '../../users/user.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';

/**
 * `awaiting_signature`: bought in the portal, its engagement letter not yet signed; no invoice exists
 * until it is (docs/decisions/0022-engagement-before-invoice.md). Signing makes it `pending`.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired', 'pending', 'awaiting_signature'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business that holds the subscription; it goes with the business. */
  @Index('IDX_subscriptions_businessId')
  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness>;

  /** The person who subscribed; null when staff opened it, or once that person's account is gone. */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  @Index()
  @Column({ type: 'int' })
  serviceId!: number;

  @ManyToOne(() => ServicePackage, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'serviceId' })
  service?: Relation<ServicePackage>;

  @Column({
    type: 'simple-enum',
    enum: SUBSCRIPTION_STATUSES,
    default: 'pending',
  })
  status!: SubscriptionStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ type: 'datetime' })
  startDate!: Date;

  @Column({ type: 'datetime', nullable: true })
  endDate!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  renewalDate!: Date | null;

  @Column({ type: 'boolean', default: true })
  autoRenew!: boolean;

  /** The monthly price agreed in its engagement letter (a proposal's); null: the catalogue's price. */
  @Column({ type: 'int', nullable: true })
  monthlyPriceCents!: number | null;

  /**
   * "businessId:serviceId" while the subscription holds its package (pending, active, or canceled with
   * access left), NULL once expired. A unique index on it makes a second open subscription to the
   * same package impossible, however many requests race (NULLs never collide).
   */
  @Column({ type: 'varchar', length: 40, nullable: true, unique: true, select: true })
  openKey!: string | null;

  /**
   * The business's id while this subscription holds its main package (pending, active, or
   * canceled with access left); NULL for an add-on and once it has expired. Unique, so a business
   * holds one main package at a time however many requests race (docs/billing.md).
   */
  @Column({ type: 'varchar', length: 20, nullable: true, unique: true })
  mainKey!: string | null;

  /** When an admin started it before its invoice was paid ("start on account"); null otherwise. */
  @Column({ type: 'datetime', nullable: true })
  onAccountAt!: Date | null;

  /** The admin who started it on account. */
  @Column({ type: 'int', nullable: true })
  onAccountById!: number | null;

  // No foreign key (migration 1765920000000): staff accounts are locked, not deleted.
  @ManyToOne(() => User, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'onAccountById' })
  onAccountBy?: Relation<User> | null;

  /** Why it was started on account, as the admin wrote it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  onAccountReason!: string | null;

  /** A change waiting for the next period (a downgrade, or one agreed by letter): the package it moves to, and when. */
  @Column({ type: 'int', nullable: true })
  scheduledServiceId!: number | null;

  // No foreign key (migration 1765920000000): packages are never deleted.
  @ManyToOne(() => ServicePackage, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'scheduledServiceId' })
  scheduledService?: Relation<ServicePackage> | null;

  @Column({ type: 'datetime', nullable: true })
  scheduledChangeAt!: Date | null;

  /**
   * The monthly price a change agreed in an engagement letter takes effect at (a "change" letter's);
   * null: a change the client chose, at the new package's catalogue price.
   */
  @Column({ type: 'int', nullable: true })
  scheduledMonthlyPriceCents!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
