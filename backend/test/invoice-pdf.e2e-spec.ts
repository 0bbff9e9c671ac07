import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { addDays } from '../src/billing/billing-rules';
import { BillingJobService } from '../src/billing/billing-job.service';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { download, pdfText } from './support/billing-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { fileStorage } from './support/documents-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, clientAgent, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface InvoiceBody {
  id: number;
  number: string;
  reference: string;
  total: number;
  vat: number;
  issuedAt: string;
  dueAt: string;
}

/** "26 Nov 2026" for an instant, as a South African reader says the day; worked out here, not by the app's formatter. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Johannesburg', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

async function buy(t: TestApp, agent: Agent, packageType = 'standard'): Promise<InvoiceBody> {
  const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
  // Chosen and its engagement letter signed: signing issues the first invoice.
  return (await buyBySigning(t, agent, service.id)).invoice as unknown as InvoiceBody;
}

/** A client company with a registration number, address and VAT number in its profile. */
async function companyClient(t: TestApp) {
  const client = await clientAgent(t, { address: '12 Long Street', city: 'Cape Town', postalCode: '8001', vatNumber: '4987654321' });
  await client.agent.patch('/api/user').send({ companyRegistrationNumber: '2019/123456/07' }).expect(200);
  return client;
}

describe('Invoice and credit-note PDFs, and the invoice mail with its PDF (real SMTP server)', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let worker: MailDeliveryWorker;

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({
      ...STAFF_SUITE_ENV,
      SMTP_URL: sink.url,
      MAIL_WORKER: 'false',
      FIRM_VAT_NUMBER: '4123456789',
      FIRM_REGISTRATION_NUMBER: '2014/123456/07',
      FIRM_TAX_PRACTITIONER_NUMBER: 'PR-0123456',
      FIRM_SAIPA_NUMBER: '12345',
      FIRM_SAIT_NUMBER: 'S-7788',
    });
    worker = t.app.get(MailDeliveryWorker);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await worker.drain();
    await t.reset();
    sink.clear();
  });

  it('prints the letterhead, the client company’s registration number, the firm’s numbers and the portal’s rand format', async () => {
    const { agent } = await companyClient(t);
    const invoice = await buy(t, agent);
    expect(invoice.total).toBe(3599);

    const text = await pdfText((await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer);
    for (const expected of [
      'Table Bay Accounting (Pty) Ltd',
      'VAT registration number: 4123456789',
      'Tax Invoice',
      'BILL TO',
      'Nkosi Catering',
      '12 Long Street, Cape Town, 8001',
      'Company registration number: 2019/123456/07',
      'VAT number: 4987654321',
      `Invoice number ${invoice.number}`,
      `Date of issue ${day(invoice.issuedAt)}`,
      `Due date ${day(invoice.dueAt)}`,
      `Payment reference ${invoice.reference}`,
      '1 R3,599.00 R3,599.00',
      'Total excluding VAT R3,129.57',
      'VAT at 15% R469.43',
      'Total including VAT R3,599.00',
      'The total includes VAT at 15% of R469.43.',
      `Amount due: R3,599.00 by ${day(invoice.dueAt)}`,
      'Account number: 62845190237',
      `Reference: ${invoice.reference}`,
      // The firm's own registrations, in the footer.
      'Company registration number 2014/123456/07',
      'SARS tax practitioner number PR-0123456',
      'SAIPA membership number 12345',
      'SAIT membership number S-7788',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Not the old document format.
    expect(text).not.toContain('R 3 599');
  });

  it('keeps the registration number an invoice was issued with when the profile changes later', async () => {
    const { agent } = await companyClient(t);
    const first = await buy(t, agent);
    const before = (await download(agent, `/api/invoices/${first.id}/pdf`)).body as Buffer;
    expect(await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: first.id })).toMatchObject({
      clientRegistrationNumber: '2019/123456/07',
    });

    await agent.patch('/api/user').send({ companyRegistrationNumber: '2020/654321/07' }).expect(200);
    const after = (await download(agent, `/api/invoices/${first.id}/pdf`)).body as Buffer;
    expect(after.equals(before)).toBe(true);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: first.id })).clientRegistrationNumber).toBe('2019/123456/07');

    // One main package at a time: the first purchase is called off (its invoice voided) before another.
    const { agent: manager } = await staffAgent(t, 'manager');
    await manager.post(`/api/staff/invoices/${first.id}/void`).expect(200);
    const second = await buy(t, agent, 'essential');
    const text = await pdfText((await download(agent, `/api/invoices/${second.id}/pdf`)).body as Buffer);
    expect(text).toContain('Company registration number: 2020/654321/07');
    expect(text).not.toContain('2019/123456/07');
  });

  it('prints no registration line for a client without a company registration number', async () => {
    const { agent } = await clientAgent(t);
    const invoice = await buy(t, agent);
    const text = await pdfText((await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer);
    expect(text).not.toContain('Company registration number:');
    // The firm's own number is still in the footer.
    expect(text).toContain('Company registration number 2014/123456/07');
  });

  it('a credit note carries its own number and date and the original invoice’s number and date', async () => {
    const { agent } = await companyClient(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const invoice = await buy(t, agent);
    await manager
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 1', paidOn: saDate(0) })
      .expect(200);
    const note = await manager
      .post(`/api/staff/invoices/${invoice.id}/refund`)
      .send({ reason: 'Charged twice for a week', amount: 1000 })
      .expect(200);
    const body = note.body as { id: number; number: string; issuedAt: string };
    const text = await pdfText((await download(manager, `/api/staff/invoices/${invoice.id}/credit-notes/${body.id}/pdf`)).body as Buffer);
    for (const expected of [
      'Tax Credit Note',
      'CREDITED TO',
      'Company registration number: 2019/123456/07',
      `Credit note number ${body.number}`,
      `Date of issue ${day(body.issuedAt)}`,
      `Original invoice ${invoice.number}`,
      `Original invoice date ${day(invoice.issuedAt)}`,
      'Reason: Charged twice for a week',
      'Credit excluding VAT R869.57',
      'VAT at 15% R130.43',
      'Total credited including VAT R1,000.00',
      `This credit note reduces invoice ${invoice.number} of ${day(invoice.issuedAt)} (R3,599.00) by R1,000.00.`,
      'SARS tax practitioner number PR-0123456',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('the invoice mail arrives with the PDF attached: the download route’s bytes, named as it names them', async () => {
    const { agent, user } = await companyClient(t);
    const invoice = await buy(t, agent);
    const pdf = (await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer;

    // The row names the stored file; the bytes are read when the mail is sent.
    const row = await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: user.email, template: 'billing-invoice-issued' });
    expect(JSON.parse(row.attachments ?? 'null')).toEqual([
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', storageKey: `invoices/invoice-${invoice.number.slice(4)}.pdf` },
    ]);

    await worker.drain();
    const [mail] = sink.to(user.email).filter((m) => m.parsed.subject === `Invoice ${invoice.number} from Table Bay Accounting`);
    expect(mail).toBeDefined();
    expect(mail.parsed.text).toContain('Your invoice');
    expect(mail.parsed.text).toContain('R3,599.00');
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment.filename).toBe(`${invoice.number}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.contentDisposition).toBe('attachment');
    expect(attachment.content.equals(pdf)).toBe(true);
    expect(await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'sent', attempts: 1 });

    // The other billing mails carry no attachment.
    const { agent: manager } = await staffAgent(t, 'manager');
    await manager
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 1', paidOn: saDate(0) })
      .expect(200);
    sink.clear();
    await worker.drain();
    const [received] = sink.to(user.email);
    expect(received.parsed.subject).toBe(`Payment received for invoice ${invoice.number}`);
    expect(received.parsed.attachments).toHaveLength(0);
  });

  it('the renewal notice, which issues the next invoice, attaches that invoice’s PDF', async () => {
    const { agent, user } = await companyClient(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const first = await buy(t, agent);
    await manager
      .post(`/api/staff/invoices/${first.id}/mark-paid`)
      .send({ reference: 'FNB 1', paidOn: saDate(0) })
      .expect(200);
    const subscriptionId = (await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: first.id })).subscriptionId!;
    const renewal = (await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscriptionId })).renewalDate!;
    await worker.drain();
    sink.clear();

    expect(await t.app.get(BillingJobService).run(addDays(renewal, -7))).toEqual({ renewalInvoices: 1, expired: 0, packageChanges: 0 });
    const next = ((await agent.get('/api/invoices').expect(200)).body as InvoiceBody[]).find((i) => i.id !== first.id)!;
    const pdf = (await download(agent, `/api/invoices/${next.id}/pdf`)).body as Buffer;
    await worker.drain();
    const [mail] = sink.to(user.email);
    expect(mail.parsed.subject).toMatch(/^Your Standard subscription renews on /);
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([`${next.number}.pdf`]);
    expect(mail.parsed.attachments[0].content.equals(pdf)).toBe(true);
  });

  it('a stored file the storage cannot give fails the attempt, which is retried, and the mail goes out once it can', async () => {
    const { agent, user } = await companyClient(t);
    const invoice = await buy(t, agent);
    const storage = fileStorage(t);
    const key = `invoices/invoice-${invoice.number.slice(4)}.pdf`;
    const pdf = (await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer;
    await storage.delete(key);

    await worker.drain();
    const repo = t.dataSource.getRepository(OutboxMessage);
    const failed = await repo.findOneByOrFail({ to: user.email, template: 'billing-invoice-issued' });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain(key);
    expect(sink.to(user.email).filter((m) => m.parsed.subject?.startsWith('Invoice '))).toHaveLength(0);

    await storage.put(key, Readable.from([pdf]), 'application/pdf');
    await repo.update({ id: failed.id }, { nextAttemptAt: 0 });
    await worker.drain();
    const [mail] = sink.to(user.email).filter((m) => m.parsed.subject?.startsWith('Invoice '));
    expect(mail.parsed.attachments[0].content.equals(pdf)).toBe(true);
    expect(await repo.findOneByOrFail({ id: failed.id })).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('Invoice PDF of a firm without VAT or registrations, and the .eml transport', () => {
  let t: TestApp;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'invoice-eml-'));
    t = await createTestApp({ ...STAFF_SUITE_ENV, SMTP_URL: '', MAIL_OUTBOX_DIR: outboxDir, MAIL_WORKER: 'false', FIRM_VAT_NUMBER: '' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });
  beforeEach(() => t.reset());

  it('prints a plain Invoice with no VAT and no registrations, and the .eml file carries the PDF', async () => {
    const { agent, user } = await clientAgent(t);
    const invoice = await buy(t, agent, 'essential');
    const pdf = (await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer;
    const text = await pdfText(pdf);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toMatch(/VAT|SAIPA|SAIT|tax practitioner|registration number/i);
    expect(text).toContain('Total R1,299.00');
    expect(text).toContain('Page 1 of 1');

    await t.app.get(MailDeliveryWorker).drain();
    const row = await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: user.email, template: 'billing-invoice-issued' });
    const file = readdirSync(outboxDir).find((f) => f === `${String(row.id).padStart(7, '0')}-billing-invoice-issued.eml`);
    expect(file).toBeDefined();
    const parsed = await simpleParser(readFileSync(join(outboxDir, file!)));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${invoice.number}.pdf`, 'application/pdf']]);
    expect(parsed.attachments[0].content.equals(pdf)).toBe(true);
  });
});
