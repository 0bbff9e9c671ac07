import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const STAFF_UPLOAD_MODES = ['immediate', 'digest'] as const;
export type StaffUploadMode = (typeof STAFF_UPLOAD_MODES)[number];

/** Which optional mails a user gets; no row means every default (all on, immediate). */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn({ type: 'int' }) userId!: number;
  @Column({ type: 'boolean', default: true }) requestReminders!: boolean;
  @Column({ type: 'boolean', default: true }) documentReviews!: boolean;
  @Column({ type: 'boolean', default: true }) complianceReminders!: boolean;
  @Column({ type: 'varchar', length: 20, default: 'immediate' }) staffUploads!: StaffUploadMode;
  @UpdateDateColumn({ type: 'datetime' }) updatedAt!: Date;
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

export const NOTIFICATION_ENTITIES = [NotificationPreference, RequestReminder, StaffUploadDigestItem, StaffMessageDigestItem];
