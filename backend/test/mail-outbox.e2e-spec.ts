import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { APP_CONFIG } from '../src/config/config.module';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { defineMail } from '../src/mail/mail-template';
import { MailService } from '../src/mail/mail.service';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { renderLayout } from '../src/mail/render';
import { SchedulerLeaseService } from '../src/common/scheduling/scheduler-lease.service';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, TestApp } from './support/test-app';

const probe = defineMail<{ name: string; n: number }>({
  name: 'outbox-probe',
  category: 'account',
  render: ({ name, n }, ctx) =>
    renderLayout(
      {
        subject: `Probe ${n} for ${name}`,
        greeting: `Hello ${name},`,
        blocks: [
          { kind: 'paragraph', text: `You owe ${ctx.format.rand(1299.5)} by ${ctx.format.date('2026-12-01')}.` },
          { kind: 'button', label: 'Open the portal', url: ctx.link('/dashboard', { n }) },
        ],
      },
      ctx,
    ),
});

async function queueProbe(t: TestApp, to: string, data: { name: string; n: number }, headers?: Record<string, string>): Promise<void> {
  const mail = t.app.get(MailService);
  await t.dataSource.transaction((m) => mail.queue(m, probe, to, data, { headers }));
}

const rows = (ds: DataSource) => ds.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });

describe('Mail outbox', () => {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  describe('over SMTP', () => {
    let t: TestApp;
    let worker: MailDeliveryWorker;
    beforeAll(async () => {
      t = await createTestApp({
        SMTP_URL: sink.url,
        MAIL_WORKER: 'false',
        MAIL_RETRY_BASE_MS: '300',
        MAIL_MAX_ATTEMPTS: '3',
        FIRM_VAT_NUMBER: '4123456789',
      });
      worker = t.app.get(MailDeliveryWorker);
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      await t.reset();
      sink.clear();
    });

    it('writes nothing when the transaction that queued the mail rolls back', async () => {
      const mail = t.app.get(MailService);
      await expect(
        t.dataSource.transaction(async (m) => {
          await mail.queue(m, probe, 'thandi@example.co.za', { name: 'Thandi', n: 1 });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await rows(t.dataSource)).toHaveLength(0);
    });

    it('renders at queue time and delivers once, escaped, branded, with a stable Message-ID', async () => {
      await queueProbe(
        t,
        'thandi@example.co.za',
        { name: '<script>alert(1)</script> & Co', n: 7 },
        { 'List-Unsubscribe': '<http://x.test/u>' },
      );
      const [queued] = await rows(t.dataSource);
      expect(queued).toMatchObject({
        status: 'pending',
        attempts: 0,
        template: 'outbox-probe',
        category: 'account',
        to: 'thandi@example.co.za',
      });
      expect(queued.subject).toBe('Probe 7 for <script>alert(1)</script> & Co');
      expect(queued.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co,');
      expect(queued.html).not.toContain('<script>');

      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(sink.received).toHaveLength(1);
      const { parsed, to } = sink.received[0];
      expect(to).toEqual(['thandi@example.co.za']);
      expect(parsed.messageId).toBe(queued.messageId);
      expect(parsed.subject).toBe('Probe 7 for <script>alert(1)</script> & Co');
      expect(parsed.from?.value[0]).toEqual({ name: 'Table Bay Accounting', address: 'hello@tablebayaccounting.co.za' });
      expect(parsed.text).toContain('You owe R1,299.50 by 1 Dec 2026.');
      expect(parsed.text).toContain('Open the portal:\nhttp://localhost:3000/dashboard?n=7');
      expect(parsed.text).toContain('Table Bay Accounting (Pty) Ltd');
      expect(parsed.text).toContain('2nd Floor, Belmont Office Park, 14 Belmont Road, Rondebosch, Cape Town, 7700');
      expect(parsed.text).toContain('Tel 021 685 4120');
      expect(parsed.text).toContain('VAT number 4123456789');
      expect(parsed.html).toContain('href="http://localhost:3000/dashboard?n=7"');
      expect(parsed.html).toContain('VAT number 4123456789');
      expect(sink.received[0].raw.toString()).toContain('List-Unsubscribe: <http://x.test/u>');

      const [sent] = await rows(t.dataSource);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseOwner: null });
      expect(sent.sentAt).toBeInstanceOf(Date);
    });

    it('retries while the SMTP server is down and delivers once it is back, nothing lost', async () => {
      await queueProbe(t, 'a@example.co.za', { name: 'A', n: 1 });
      await queueProbe(t, 'b@example.co.za', { name: 'B', n: 2 });
      await sink.stop();
      try {
        const before = Date.now();
        expect(await worker.runOnce()).toBe(2);
        let [a, b] = await rows(t.dataSource);
        expect(a).toMatchObject({ status: 'pending', attempts: 1 });
        expect(b).toMatchObject({ status: 'pending', attempts: 1 });
        expect(a.lastError).toMatch(/ECONNREFUSED/);
        // Not due again until the backoff has passed.
        expect(a.nextAttemptAt).toBeGreaterThanOrEqual(before + 300);
        expect(await worker.runOnce()).toBe(0);
        await new Promise((r) => setTimeout(r, 350));
        expect(await worker.runOnce()).toBe(2);
        [a, b] = await rows(t.dataSource);
        expect(a).toMatchObject({ status: 'pending', attempts: 2 });
      } finally {
        await sink.start();
      }
      await new Promise((r) => setTimeout(r, 650));
      await worker.drain();
      expect(sink.received.map((m) => m.to[0]).sort()).toEqual(['a@example.co.za', 'b@example.co.za']);
      expect((await rows(t.dataSource)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
        ['sent', 3, null],
        ['sent', 3, null],
      ]);
    });

    it('gives up after MAIL_MAX_ATTEMPTS and keeps the last error', async () => {
      await queueProbe(t, 'c@example.co.za', { name: 'C', n: 3 });
      await sink.stop();
      try {
        for (let i = 0; i < 3; i += 1) {
          await worker.runOnce();
          await new Promise((r) => setTimeout(r, 300 * 2 ** i + 50));
        }
        expect(await worker.runOnce()).toBe(0);
      } finally {
        await sink.start();
      }
      const [row] = await rows(t.dataSource);
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(sink.received).toHaveLength(0);
    });
  });

  it('writes a parseable RFC 822 .eml file per message when SMTP_URL is not set', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false' });
    try {
      await queueProbe(t, 'sipho@example.co.za', { name: 'Sipho', n: 9 });
      await t.app.get(MailDeliveryWorker).drain();
      const dir = t.app.get<AppConfig>(APP_CONFIG).mail.outboxDir;
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{7}-outbox-probe\.eml$/);
      const raw = readFileSync(join(dir, files[0]));
      expect(raw.toString('latin1')).toContain('\r\n');
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe('Probe 9 for Sipho');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0].address : '').toBe('sipho@example.co.za');
      expect(parsed.text).toContain('Hello Sipho,');
      expect(parsed.html).toContain('Hello Sipho,');
      const [row] = await rows(t.dataSource);
      expect(parsed.messageId).toBe(row.messageId);
      expect(row.status).toBe('sent');
    } finally {
      await t.close();
    }
  });

  // Several instances is the MySQL/MariaDB deployment; the embedded SQLite profile runs one instance.
  // Two apps in one process on one SQLite file can also deadlock each other: better-sqlite3 waits for a
  // lock synchronously, blocking the event loop the lock holder needs to finish its transaction.
  const onMysql = process.env.DB_TYPE === 'mysql' ? it : it.skip;
  onMysql('two app instances on one database deliver each message exactly once', async () => {
    sink.clear();
    const env = { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' };
    const one = await createTestApp({ ...env, MAIL_WORKER: 'false' });
    const two = await createTestApp({ ...env, MAIL_WORKER: 'false' });
    try {
      const addresses = Array.from({ length: 60 }, (_, i) => `client${i}@example.co.za`);
      for (const [i, to] of addresses.entries()) await queueProbe(i % 2 ? one : two, to, { name: `C${i}`, n: i });
      const w1 = one.app.get(MailDeliveryWorker);
      const w2 = two.app.get(MailDeliveryWorker);
      const pending = () => one.dataSource.getRepository(OutboxMessage).count({ where: [{ status: 'pending' }, { status: 'sending' }] });
      // Both workers keep passing until the outbox is empty, so they contend for the same rows.
      const run = async (w: MailDeliveryWorker) => {
        let n = 0;
        while ((await pending()) > 0) n += await w.runOnce();
        return n;
      };
      const [n1, n2] = await Promise.all([run(w1), run(w2)]);
      expect(n1 + n2).toBe(60);
      expect(sink.received.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
      expect(new Set(sink.received.map((m) => m.parsed.messageId)).size).toBe(60);
      expect((await rows(one.dataSource)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

      // Scheduled jobs: one lease row, one holder at a time.
      const l1 = one.app.get(SchedulerLeaseService);
      const l2 = two.app.get(SchedulerLeaseService);
      expect(await l1.tryAcquire('probe-job', 60_000)).toBe(true);
      expect(await l2.tryAcquire('probe-job', 60_000)).toBe(false);
      await l1.release('probe-job');
      expect(await l2.tryAcquire('probe-job', 60_000)).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
