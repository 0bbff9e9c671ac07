import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { ComplianceObligation } from './compliance-obligation.entity';

/** The reminders an obligation gets: 7 days before its due date, 1 day before, and on the day. */
export const COMPLIANCE_REMINDER_KINDS = ['7d', '1d', 'due'] as const;
export type ComplianceReminderKind = (typeof COMPLIANCE_REMINDER_KINDS)[number];

/**
 * A reminder mailed to one person about one obligation (docs/compliance.md, "Reminders"). Written
 * in the same transaction as its mail; the unique key means a restart or a second instance can
 * never queue the same reminder twice.
 */
@Entity('compliance_reminders')
@Unique('UQ_compliance_reminders_obligation_user_kind', ['obligationId', 'userId', 'kind'])
export class ComplianceReminder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  obligationId!: number;

  @ManyToOne(() => ComplianceObligation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'obligationId' })
  obligation?: Relation<ComplianceObligation>;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 8 })
  kind!: ComplianceReminderKind;

  /** The firm's date it was queued on (yyyy-MM-dd). */
  @Column({ type: 'date' })
  sentOn!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
