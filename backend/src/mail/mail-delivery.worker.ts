import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_TRANSPORT, MailTransport, type OutgoingMail } from './mail-transport';
import { OutboxMessage, type OutboxAttachment } from './outbox-message.entity';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { runWriteTransaction } from '../database/write-transaction';

/** How long a claim lasts; well above the SMTP timeouts, so a live worker never loses a row it is sending. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** The longest wait between two attempts, however many have failed. */
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** Bodies are pruned this long after sending; the row (to, subject, status, times) stays. */
export const BODY_RETENTION_MS = 90 * 24 * 3_600_000;

/**
 * Delivers the outbox in this process: polls for due messages, claims them with a lease so that
 * several instances on one database never send the same one, sends each through the transport,
 * and records the result. Failed attempts are retried with exponential backoff up to
 * MAIL_MAX_ATTEMPTS, then the message is `failed` with the last error.
 */
@Injectable()
export class MailDeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** One pass at a time in this process. */
  private pass: Promise<number> | null = null;
  private lastPruneMs = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly leases: SchedulerLeaseService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.worker) this.schedule(0);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // The worker alone must not keep a finished process (a CLI, a test) alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
      await this.pruneBodies();
    } catch (err) {
      this.logger.error(`Outbox pass failed: ${describe(err)}`);
    } finally {
      this.schedule(this.config.mail.pollIntervalMs);
    }
  }

  /** One pass: claims what is due and delivers it. Resolves to the number of messages attempted. */
  runOnce(): Promise<number> {
    if (!this.pass) {
      this.pass = this.deliverDue().finally(() => {
        this.pass = null;
      });
    }
    return this.pass;
  }

  /** Passes until nothing is due (for tests and the CLI). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      /* keep going */
    }
  }

  private async deliverDue(): Promise<number> {
    const ids = await this.claim();
    for (const id of ids) await this.deliver(id);
    return ids.length;
  }

  /** Claims up to BATCH due messages for this instance and returns their ids. */
  private async claim(): Promise<number[]> {
    const now = this.clock.nowMs();
    const me = this.leases.instanceId;
    const type = this.dataSource.options.type;

    if (type === 'mysql' || type === 'mariadb') {
      // Row locks: rows another instance is claiming right now are skipped, not waited for.
      return runWriteTransaction(this.dataSource, async (m) => {
        const rows = (await m.query(
          'SELECT id FROM mail_outbox WHERE (status = ? OR (status = ? AND leaseUntil < ?)) AND nextAttemptAt <= ? ORDER BY nextAttemptAt, id LIMIT ? FOR UPDATE SKIP LOCKED',
          ['pending', 'sending', now, now, BATCH],
        )) as Array<{ id: number }>;
        const ids = rows.map((r) => Number(r.id));
        if (ids.length > 0) await this.markClaimed(m, ids, me, now);
        return ids;
      });
    }

    // SQLite has one writer at a time: one UPDATE picks the due rows and claims them in the same
    // statement, so no other process can claim one between the choice and the claim, and the
    // batch costs one commit instead of one per row (docs/mail.md).
    const rows = (await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sending', leaseOwner = ?, leaseUntil = ?, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' OR (status = 'sending' AND leaseUntil < ?)) AND nextAttemptAt <= ?
         ORDER BY nextAttemptAt, id LIMIT ?
       )
       RETURNING id`,
      [me, now + LEASE_MS, now, now, BATCH],
    )) as Array<{ id: number }>;
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  private async markClaimed(m: EntityManager, ids: number[], me: string, now: number): Promise<void> {
    await m
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'sending', leaseOwner: me, leaseUntil: now + LEASE_MS, attempts: () => 'attempts + 1' })
      .where('id IN (:...ids)', { ids })
      .execute();
  }

  private async deliver(id: number): Promise<void> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const row = await repo.findOneBy({ id });
    if (!row || row.leaseOwner !== this.leases.instanceId) return;
    const me = { id, owner: this.leases.instanceId };
    try {
      await this.transport.send({
        from: this.config.mail.from,
        to: row.to,
        subject: row.subject,
        text: row.text ?? '',
        html: row.html ?? '',
        messageId: row.messageId,
        date: row.createdAt,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
        fileStem: `${String(row.id).padStart(7, '0')}-${row.template}`,
        // Read for each attempt: a file the storage cannot give now fails this attempt, which is retried.
        attachments: await this.readAttachments(row.attachments),
      });
      await this.dataSource
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ status: 'sent', sentAt: this.clock.now(), leaseOwner: null, leaseUntil: null, lastError: null })
        .where('id = :id AND leaseOwner = :owner', me)
        .execute();
    } catch (err) {
      const failed = row.attempts >= this.config.mail.maxAttempts;
      const backoff = Math.min(this.config.mail.retryBaseMs * 2 ** Math.max(0, row.attempts - 1), MAX_BACKOFF_MS);
      const lastError = describe(err).slice(0, 1000);
      await this.dataSource
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: this.clock.nowMs() + backoff,
          leaseOwner: null,
          leaseUntil: null,
          lastError,
        })
        .where('id = :id AND leaseOwner = :owner', me)
        .execute();
      this.logger.warn(`Mail ${id} (${row.template}) attempt ${row.attempts} failed${failed ? ', giving up' : ''}: ${lastError}`);
    }
  }

  private async readAttachments(json: string | null): Promise<OutgoingMail['attachments']> {
    if (!json) return [];
    const out: OutgoingMail['attachments'] = [];
    for (const a of JSON.parse(json) as OutboxAttachment[]) {
      const { body } = await this.storage.get(a.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      out.push({ filename: a.filename, contentType: a.contentType, content: Buffer.concat(chunks) });
    }
    return out;
  }

  /** Drops the bodies of messages sent more than 90 days ago, at most hourly and on one instance. */
  private async pruneBodies(): Promise<void> {
    const now = this.clock.nowMs();
    if (now - this.lastPruneMs < 3_600_000) return;
    this.lastPruneMs = now;
    await this.leases.runExclusive('mail-prune-bodies', 10 * 60_000, async () => {
      await this.dataSource
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ html: null, text: null, attachments: null })
        .where('status = :sent AND sentAt < :cutoff AND html IS NOT NULL', { sent: 'sent', cutoff: new Date(now - BODY_RETENTION_MS) })
        .execute();
    });
  }
}

/** An error as one line, with any credentials in a URL masked. */
function describe(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\/\/[^/@\s]+@/g, '//***@').replace(/\s+/g, ' ');
}
