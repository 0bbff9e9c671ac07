import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MailCategory } from './mail-template';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file an outbox message attaches: where it is stored and how the recipient sees it. */
export interface OutboxAttachment {
  /** The name the recipient sees, e.g. INV-000042.pdf. */
  filename: string;
  /** MIME type, e.g. application/pdf. */
  contentType: string;
  /** Key in the file storage; the file must outlive the message (invoice PDFs are kept for good). */
  storageKey: string;
}

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

/**
 * One message in the transactional outbox: written in the same transaction as the change that
 * causes it, delivered later by the worker (mail-delivery.worker.ts). Kept after sending as the
 * record that it was sent; the bodies may be pruned after 90 days.
 */
@Entity('mail_outbox')
@Index(['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  to!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  /** The template's name, e.g. `password-reset`. */
  @Column({ type: 'varchar', length: 60 })
  template!: string;

  @Column({ type: 'varchar', length: 30 })
  category!: MailCategory;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: OutboxStatus;

  /** Delivery attempts started so far (counted when a worker claims the row). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Milliseconds since the epoch: not to be tried before this. */
  @Column({ type: 'bigint', transformer: epochMs })
  nextAttemptAt!: number;

  /** The worker instance holding the row while it sends it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  leaseOwner!: string | null;

  /** Milliseconds since the epoch: a claim older than this is abandoned (the instance died) and may be taken over. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  leaseUntil!: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  /** `<…@host>`; the same on every attempt, so a receiver can drop a duplicate. */
  @Column({ type: 'varchar', length: 255, unique: true })
  messageId!: string;

  /** Pruned (null) 90 days after sending. */
  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'text', nullable: true })
  text!: string | null;

  /** Extra headers as JSON, e.g. List-Unsubscribe. */
  @Column({ type: 'text', nullable: true })
  headers!: string | null;

  /**
   * Files to attach, as JSON (OutboxAttachment[]): each names a file in the file storage, read when
   * the message is sent, so the row holds a few hundred bytes whatever is attached. Pruned with the bodies.
   */
  @Column({ type: 'text', nullable: true })
  attachments!: string | null;

  /** The user the message is about, when there is one (null once that user is deleted). */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  sentAt!: Date | null;
}
