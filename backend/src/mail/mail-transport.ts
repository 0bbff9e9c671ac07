import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../config/app-config';

/** A message ready for the wire. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
  /** A stable name for the message, used by the .eml transport for its file name. */
  fileStem: string;
  /** Files attached, read from the file storage for this attempt. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

function envelope(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      contentDisposition: 'attachment',
    })),
  };
}

/** Delivers through an SMTP server (SMTP_URL): smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start. */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string) {
    // A dead server should fail the attempt in seconds, well inside the worker's lease.
    const options: SMTPTransport.Options = {
      ...parseSmtpUrl(url),
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    };
    this.transporter = nodemailer.createTransport(options);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(envelope(mail));
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * The embedded default: each message becomes an RFC 822 file in the outbox folder, built by
 * nodemailer exactly as it would go over SMTP. Written under a temporary name and renamed, so a
 * reader never sees half a file; the name is stable per message, so a repeated attempt replaces
 * the file instead of adding a second one.
 */
export class EmlFileTransport implements MailTransport {
  readonly kind = 'eml';
  private readonly builder: Transporter;

  constructor(private readonly dir: string) {
    this.builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.builder.sendMail(envelope(mail))) as { message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${mail.fileStem}.eml`);
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, info.message, { mode: 0o600 });
    await rename(tmp, file);
  }

  close(): void {
    this.builder.close();
  }
}

/** smtp://user:pass@host:port → nodemailer options; smtps:// means TLS from the first byte. */
function parseSmtpUrl(raw: string): SMTPTransport.Options {
  const url = new URL(raw);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new EmlFileTransport(config.outboxDir);
}
