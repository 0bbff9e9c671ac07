import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { insertRows, type InsertRow } from '../database/insert-rows';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildMailContext } from './mail-context';
import type { MailContext, MailTemplate } from './mail-template';
import { OutboxMessage, type OutboxAttachment } from './outbox-message.entity';

export interface QueueOptions {
  /** The user the message concerns; kept with the row (and nulled if the user is deleted). */
  userId?: number;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Stored files to attach (docs/mail.md, "Attachments"): read from the file storage when the
   * message is sent, so the file must already be stored when the transaction commits and must
   * outlive the message.
   */
  attachments?: OutboxAttachment[];
}

/** One message for queueAll: what queue() takes, as one value. */
export interface QueuedMail<T> {
  template: MailTemplate<T>;
  to: string;
  data: T;
  opts?: QueueOptions;
}

const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/;
/** A file name a mail program shows as it is: no path, no quotes, no line breaks. */
const ATTACHMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/**
 * The one way to send mail: `queue` renders the message and writes it to the outbox with the
 * caller's EntityManager, so it commits or rolls back with the change that caused it. Delivery is
 * the worker's job (mail-delivery.worker.ts).
 */
@Injectable()
export class MailService {
  readonly context: MailContext;
  /** FIRM_INBOX_EMAIL: where the firm's own notices go. */
  readonly firmInbox: string;
  private readonly messageIdHost: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.context = buildMailContext(config);
    this.firmInbox = config.mail.firmInbox;
    this.messageIdHost = new URL(config.publicUrl).hostname || 'localhost';
  }

  async queue<T>(manager: EntityManager, template: MailTemplate<T>, to: string, data: T, opts: QueueOptions = {}): Promise<void> {
    await this.queueAll(manager, [{ template, to, data, opts }]);
  }

  /**
   * Several messages in one INSERT of several rows: one statement instead of one per message, so
   * a request that sends two mails (an enquiry's acknowledgement and the firm's notice) holds the
   * write transaction for one round trip less (docs/performance.md, "Enquiries under load").
   */
  async queueAll(manager: EntityManager, messages: Array<QueuedMail<unknown>>): Promise<void> {
    if (messages.length === 0) return;
    // Nothing reads the rows back; insertRows builds the statement once per message count.
    await insertRows(
      manager,
      OutboxMessage,
      messages.map((m) => this.outboxRow(m)),
    );
  }

  private outboxRow<T>({ template, to, data, opts = {} }: QueuedMail<T>): InsertRow<OutboxMessage> {
    const recipient = to.trim();
    if (!recipient || /[\r\n,;<>]/.test(recipient) || !recipient.includes('@')) {
      // A programming error, not user input: addresses are validated where they are collected.
      throw new Error(`mail.queue: "${template.name}" has no single valid recipient`);
    }
    const content = template.render(data, this.context);
    const headers = opts.headers ?? {};
    for (const [name, value] of Object.entries(headers)) {
      if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) throw new Error(`mail.queue: header "${name}" is not allowed`);
    }
    const attachments = opts.attachments ?? [];
    for (const a of attachments) {
      // Programming errors too: the names and keys are the application's own, never a client's.
      if (!ATTACHMENT_NAME.test(a.filename) || !CONTENT_TYPE.test(a.contentType) || !a.storageKey.trim()) {
        throw new Error(`mail.queue: attachment "${a.filename}" of "${template.name}" is not allowed`);
      }
    }
    return {
      to: recipient,
      subject: content.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
      template: template.name,
      category: template.category,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.clock.nowMs(),
      leaseOwner: null,
      leaseUntil: null,
      lastError: null,
      messageId: `<${randomUUID()}@${this.messageIdHost}>`,
      html: content.html,
      text: content.text,
      headers: Object.keys(headers).length > 0 ? JSON.stringify(headers) : null,
      attachments:
        attachments.length > 0
          ? JSON.stringify(
              attachments.map(({ filename, contentType, storageKey }): OutboxAttachment => ({ filename, contentType, storageKey })),
            )
          : null,
      userId: opts.userId ?? null,
      sentAt: null,
    };
  }
}
