import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

/**
 * A real SMTP server for the mail suites (smtp-server), parsing every message it accepts with
 * mailparser. `stop()` and `start()` again on the same port let a test take the server down.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  clear(): void {
    this.received.length = 0;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  /** Waits until `predicate` holds for what has arrived (the worker delivers in the background). */
  async waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline) throw new Error(`SMTP sink: condition not met in ${timeoutMs} ms; got ${this.received.length} message(s)`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received;
  }
}

/** The first http(s) link in a text part that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const m = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>"]*`).exec(text ?? '');
  if (!m) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return m[0];
}
