import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const epochMs = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/** A password reset link: only the SHA-256 of its token is kept, so a database leak reveals no usable link. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  /** Milliseconds since the epoch. */
  @Column({ type: 'bigint', transformer: epochMs }) expiresAt!: number;
  @Column({ type: 'datetime', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}

/** A link that confirms `email` belongs to the user (at registration, or a new address). */
@Entity('email_verification_tokens')
export class EmailVerificationToken {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  @Column({ type: 'bigint', transformer: epochMs }) expiresAt!: number;
  @Column({ type: 'datetime', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}

export const STAFF_UPLOAD_MODES = ['immediate', 'digest'] as const;
export type StaffUploadMode = (typeof STAFF_UPLOAD_MODES)[number];

/** Which optional mails a user gets; no row means every default (all on, immediate). */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn({ type: 'int' }) userId!: number;
  @Column({ type: 'boolean', default: true }) requestReminders!: boolean;
  @Column({ type: 'boolean', default: true }) documentReviews!: boolean;
  @Column({ type: 'varchar', length: 20, default: 'immediate' }) staffUploads!: StaffUploadMode;
  @UpdateDateColumn({ type: 'datetime' }) updatedAt!: Date;
}

/** A browser + network a user signed in from; a sign-in from one not seen for 90 days is reported to them. */
@Entity('known_devices')
@Index(['userId', 'browser', 'os', 'network'], { unique: true })
export class KnownDevice {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 60 }) browser!: string;
  @Column({ type: 'varchar', length: 60 }) os!: string;
  /** IPv4 /24 or IPv6 /64: the network, not the exact address, which changes too often to mean a new place. */
  @Column({ type: 'varchar', length: 64 }) network!: string;
  @Column({ type: 'datetime' }) lastSeenAt!: Date;
}

export const REMINDER_KINDS = ['before-3d', 'due', 'overdue-1', 'overdue-2', 'overdue-3', 'overdue-4'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A reminder sent for a request; written in the same transaction as its mail, unique per kind. */
@Entity('request_reminders')
@Index(['requestId', 'kind'], { unique: true })
export class RequestReminder {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) requestId!: number;
  @Column({ type: 'varchar', length: 20 }) kind!: ReminderKind;
  /** The Johannesburg date it went out (yyyy-MM-dd). */
  @Column({ type: 'date' }) sentOn!: string;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}

/** An upload waiting for a staff member's daily digest. */
@Entity('staff_upload_digest_items')
export class StaffUploadDigestItem {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) staffId!: number;
  @Column({ type: 'int' }) clientId!: number;
  @Column({ type: 'int' }) documentId!: number;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}

/** A conversation with new client messages, waiting for a staff member's daily digest (one row per conversation). */
@Entity('staff_message_digest_items')
@Index('UQ_staff_message_digest_items_staff_conversation', ['staffId', 'conversationId'], { unique: true })
export class StaffMessageDigestItem {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) staffId!: number;
  @Column({ type: 'int' }) clientId!: number;
  @Column({ type: 'int' }) conversationId!: number;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}

export const NOTIFICATION_ENTITIES = [
  PasswordResetToken,
  EmailVerificationToken,
  NotificationPreference,
  KnownDevice,
  RequestReminder,
  StaffUploadDigestItem,
  StaffMessageDigestItem,
];
