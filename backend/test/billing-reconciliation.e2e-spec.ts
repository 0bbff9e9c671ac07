import { ServicePackage } from '../src/catalogue/service-package.entity';
import { BankStatement, BankStatementLine } from '../src/billing/entities/bank-statement.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { ClientAssignment } from '../src/access/client-assignment.entity';
import { Agent, assign, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import { scaled } from './support/time-scale';

interface Line {
  line: number;
  date: string;
  description: string;
  amount: number;
  invoiceNumber: string | null;
  reason: string | null;
}
interface Statement {
  id: number;
  matched: Line[];
  unmatched: Line[];
}

/**
 * Sample statements, one per bank, written from each bank's CSV export layout: a credit paying
 * invoice A exactly, a credit with B's reference but the wrong amount, a debit, and a credit with
 * no reference. Amounts are rand as the banks print them.
 */
function statements(a: { ref: string; total: string }, b: { ref: string }) {
  return {
    fnb: [
      'ACCOUNT TRANSACTIONS',
      '"Name","TABLE BAY ACCOUNTING (PTY) LTD"',
      '"Account","62845190237"',
      'Date,Amount,Balance,Description',
      `2026/11/20,${a.total},15000.00,"FNB APP PAYMENT FROM NKOSI CATERING ${a.ref}"`,
      `2026/11/21,100.00,15100.00,"PAYMENT ${b.ref}"`,
      '2026/11/21,-250.00,14850.00,"MONTHLY ACCOUNT FEE"',
      '2026/11/22,500.00,15350.00,"CASH DEPOSIT"',
    ].join('\n'),
    'standard-bank': [
      'ACC-NO,062845190237,TABLE BAY ACCOUNTING',
      'OPEN,20261101,,14000.00',
      `HIST,20261120,,${a.total},IB PAYMENT FROM,${a.ref},0`,
      `HIST,20261121,,100.00,IB PAYMENT FROM,${b.ref},0`,
      'HIST,20261121,,-250.00,FEE: MONTHLY,,0',
      'HIST,20261122,,500.00,CASH DEPOSIT,,0',
      'CLOSE,20261130,,15350.00',
    ].join('\n'),
    absa: [
      'Date,Description,Amount,Balance',
      `20261120,"DIGITAL PAYMENT CR ${a.ref}",${a.total},15000.00`,
      `20261121,"DIGITAL PAYMENT CR ${b.ref}",100.00,15100.00`,
      '20261121,"ADMINISTRATION CHARGE",-250.00,14850.00',
      '20261122,"CASH DEPOSIT",500.00,15350.00',
    ].join('\n'),
    nedbank: [
      'Statement Enquiry',
      'Date,Description,Amount,Balance',
      `20/11/2026,"CREDIT TRANSFER ${a.ref.toLowerCase()}",${a.total},15000.00`,
      `21/11/2026,"CREDIT TRANSFER ${b.ref}",100.00,15100.00`,
      '21/11/2026,"SERVICE FEE",-250.00,14850.00',
      '22/11/2026,"CASH DEPOSIT",500.00,15350.00',
    ].join('\n'),
    capitec: [
      'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
      `1,1051234567,2026-11-20,2026-11-20,"Payment Received: ${a.ref}","${a.ref}",Income,Transfer,${a.total},,,15000.00`,
      `2,1051234567,2026-11-21,2026-11-21,"Payment Received: ${b.ref}","${b.ref}",Income,Transfer,100.00,,,15100.00`,
      '3,1051234567,2026-11-21,2026-11-21,"Monthly Fee","Monthly Fee",Fees,Fees,,-250.00,,14850.00',
      '4,1051234567,2026-11-22,2026-11-22,"Cash Deposit","Cash Deposit",Income,Cash,500.00,,,15350.00',
    ].join('\n'),
  };
}

describe('Bank reconciliation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** Two open invoices: `a` of the given (or a new) client, `b` of another business (one main package each). */
  async function twoInvoices(client?: Awaited<ReturnType<typeof clientAgent>>) {
    const { agent } = client ?? (await clientAgent(t));
    const services = t.dataSource.getRepository(ServicePackage);
    const buy = async (by: Agent, packageType: string) => {
      const s = await services.findOneByOrFail({ packageType });
      return (await buyBySigning(t, by, s.id)).invoice;
    };
    const other = await clientAgent(t, { company: 'Second Business (Pty) Ltd' });
    return { a: await buy(agent, 'standard'), b: await buy(other.agent, 'essential') };
  }

  function upload(staff: Agent, bank: string, csv: string, fields: Record<string, string> = {}) {
    let req = staff.post('/api/staff/reconciliation').field('bank', bank);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
  }

  for (const bank of ['fnb', 'standard-bank', 'absa', 'nedbank', 'capitec'] as const) {
    it(`reads a ${bank} statement: matches by reference and amount, lists the rest, confirms in one step`, async () => {
      const { a, b } = await twoInvoices();
      const { agent: staff } = await staffAgent(t, 'manager');
      const csv = statements({ ref: a.reference, total: a.total.toFixed(2) }, { ref: b.reference })[bank];
      const res = await upload(staff, bank, csv).expect(201);
      const body = res.body as Statement;
      expect(body.matched).toEqual([
        expect.objectContaining({ date: '2026-11-20', amount: a.total, invoiceNumber: a.number, reason: null }),
      ]);
      expect(body.unmatched.map((l) => [l.amount, l.reason])).toEqual([
        [100, `Amount differs from ${b.number} (R1,299.00)`],
        [500, 'No invoice reference'],
      ]);
      const confirmed = await staff.post(`/api/staff/reconciliation/${body.id}/confirm`).expect(200);
      expect(confirmed.body.confirmed).toBe(1);
      const repo = t.dataSource.getRepository(Invoice);
      expect((await repo.findOneByOrFail({ id: a.id })).status).toBe('paid');
      expect((await repo.findOneByOrFail({ id: b.id })).status).toBe('issued');
      await staff
        .post(`/api/staff/reconciliation/${body.id}/confirm`)
        .expect(409)
        .expect((r) => expect(r.body.message).toBe('This statement has already been confirmed'));
    });
  }

  it('reads a generic statement with named columns, and refuses what it cannot read', async () => {
    const { a } = await twoInvoices();
    const { agent: staff } = await staffAgent(t, 'manager');
    const csv = ['When,Reference,Value', `2026-11-20,${a.reference},${a.total.toFixed(2)}`].join('\n');
    await upload(staff, 'generic', csv).expect(400);
    const res = await upload(staff, 'generic', csv, { dateColumn: 'When', descriptionColumn: 'Reference', amountColumn: 'Value' }).expect(
      201,
    );
    expect(res.body.matched.map((l: Line) => l.invoiceNumber)).toEqual([a.number]);
    await upload(staff, 'fnb', 'this is,not\na statement').expect(400);
    await upload(staff, 'hsbc', csv).expect(400);
    await staff.post('/api/staff/reconciliation').field('bank', 'fnb').expect(400);
    const { agent: client } = await clientAgent(t);
    await upload(client, 'fnb', csv).expect(403);
    // Another staff member's statement is not theirs to confirm.
    const { agent: other } = await staffAgent(t, 'manager');
    await other.post(`/api/staff/reconciliation/${res.body.id}/confirm`).expect(404);
  });

  const unread = (message: string) => ({
    statusCode: 400,
    message: `The statement could not be read: ${message}`,
    errors: { file: `The statement could not be read: ${message}` },
    code: 'statement.unreadable',
  });

  it('re-checks the accountant’s scope at confirmation: a client unassigned meanwhile is not found, and nothing is marked paid', async () => {
    const first = await clientAgent(t);
    const second = await clientAgent(t, { company: 'Second Client' });
    const a = (await twoInvoices(first)).a;
    const c = (await twoInvoices(second)).a;
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    await assign(t, first.user.businessId, acc.id);
    await assign(t, second.user.businessId, acc.id);
    const csv = [
      'Date,Amount,Balance,Description',
      `2026/11/20,${a.total.toFixed(2)},1,${a.reference}`,
      `2026/11/21,${c.total.toFixed(2)},2,${c.reference}`,
    ].join('\n');
    const res = await upload(accountant, 'fnb', csv).expect(201);
    expect((res.body as Statement).matched.map((l) => l.invoiceNumber)).toEqual([a.number, c.number]);
    await t.dataSource.getRepository(ClientAssignment).update({ clientId: second.user.businessId }, { isActive: false });
    await accountant
      .post(`/api/staff/reconciliation/${res.body.id}/confirm`)
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Invoice not found'));
    const repo = t.dataSource.getRepository(Invoice);
    expect((await repo.findOneByOrFail({ id: a.id })).status).toBe('issued');
    expect((await repo.findOneByOrFail({ id: c.id })).status).toBe('issued');
    expect((await t.dataSource.getRepository(BankStatement).findOneByOrFail({ id: res.body.id })).confirmedAt).toBeNull();
  });

  it('reads the FNB emailed statement (“Recreated Statement”): finds the header by its columns past a preamble row starting with Date', async () => {
    const { a, b } = await twoInvoices();
    const { agent: staff } = await staffAgent(t, 'manager');
    const csv = [
      'Recreated Statement',
      '"Account Number","62845190237"',
      'Date,2026/11/30',
      '"Opening Balance","14000.00"',
      'Effective Date,Description,Reference,Service Fee,Debit / Credit,Amount,Balance',
      `20 Nov 2026,FNB APP PAYMENT FROM NKOSI CATERING,${a.reference},,Cr,${a.total.toFixed(2)},15000.00`,
      `21 Nov 2026,MAGTAPE CREDIT,${b.reference},,Cr,100.00,15100.00`,
      '21 Nov 2026,#MONTHLY ACCOUNT FEE,,,Dr,250.00,14850.00',
      '22 Nov 2026,CASH DEPOSIT,,,Cr,500.00,15350.00',
    ].join('\n');
    const res = await upload(staff, 'fnb', csv).expect(201);
    const body = res.body as Statement;
    expect(body.matched).toEqual([
      expect.objectContaining({ line: 6, date: '2026-11-20', amount: a.total, invoiceNumber: a.number, reason: null }),
    ]);
    expect(body.unmatched.map((l) => [l.line, l.amount, l.reason])).toEqual([
      [7, 100, `Amount differs from ${b.number} (R1,299.00)`],
      [9, 500, 'No invoice reference'],
    ]);
  });

  it('answers 400 with the reason for a statement without the columns it needs, never 500', async () => {
    const { agent: staff } = await staffAgent(t, 'manager');
    await upload(staff, 'fnb', 'Date,Description\n2026/11/20,INV000001\n')
      .expect(400)
      .expect((r) =>
        expect(r.body).toEqual(
          unread('no header row with the columns "Effective Date, Description, Reference, Amount" or "Date, Amount, Description"'),
        ),
      );
    await upload(staff, 'generic', 'When,Value\n2026-11-20,10.00\n', {
      dateColumn: 'When',
      descriptionColumn: 'Ref',
      amountColumn: 'Value',
    })
      .expect(400)
      .expect((r) => expect(r.body).toEqual(unread('no header row with the columns "When, Ref, Value"')));
  });

  it('reads Capitec’s short layout, and finds a reference that is only in Original Description', async () => {
    const { a, b } = await twoInvoices();
    const { agent: staff } = await staffAgent(t, 'manager');
    const short = [
      'Posting Date,Description,Money In,Money Out,Fee,Balance',
      `2026-11-20,"Payment Received: ${a.reference}",${a.total.toFixed(2)},,,15000.00`,
      '2026-11-21,Monthly Fee,,-250.00,,14750.00',
    ].join('\n');
    const res = await upload(staff, 'capitec', short).expect(201);
    expect(res.body.matched).toEqual([expect.objectContaining({ line: 2, date: '2026-11-20', invoiceNumber: a.number })]);
    const full = [
      'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
      `1,1051234567,2026-11-21,2026-11-21,"Payment Received","NKOSI ${b.reference}",Income,Transfer,${b.total.toFixed(2)},,,15000.00`,
    ].join('\n');
    const res2 = await upload(staff, 'capitec', full).expect(201);
    expect(res2.body.matched).toEqual([
      expect.objectContaining({ line: 2, description: `Payment Received NKOSI ${b.reference}`, invoiceNumber: b.number }),
    ]);
  });

  it('answers 400 with the line for malformed CSV and for an impossible date, storing nothing', async () => {
    const { agent: staff } = await staffAgent(t, 'manager');
    await upload(staff, 'fnb', 'Date,Amount,Balance,Description\n2026/11/20,10.00,1,INV000001\n2026/11/21,10.00,1,PAY "ME" NOW\n')
      .expect(400)
      .expect((r) => expect(r.body).toEqual(unread('line 3 is not valid CSV (a quote in the wrong place)')));
    await upload(staff, 'fnb', 'Date,Amount,Balance,Description\n2026/11/20,10.00,1,"open\n')
      .expect(400)
      .expect((r) => expect(r.body).toEqual(unread('line 2 is not valid CSV (a quoted field is not closed)')));
    await upload(staff, 'fnb', 'Date,Amount,Balance,Description\n\n2026/11/20,10.00,1,INV000001\n2026/13/45,10.00,1,INV000002\n')
      .expect(400)
      .expect((r) => expect(r.body).toEqual(unread('line 4: "2026/13/45" is not a date')));
    await upload(staff, 'fnb', 'Date,Amount,Balance,Description\n2026/11/20,ten,1,INV000001\n')
      .expect(400)
      .expect((r) => expect(r.body).toEqual(unread('line 2: "ten" is not an amount')));
    expect(await t.dataSource.getRepository(BankStatement).count()).toBe(0);
  });

  it('reports the line of the file, counting blank lines', async () => {
    const { a } = await twoInvoices();
    const { agent: staff } = await staffAgent(t, 'manager');
    const csv = [
      'ACCOUNT TRANSACTIONS',
      '',
      'Date,Amount,Balance,Description',
      '',
      '',
      `2026/11/20,${a.total.toFixed(2)},1,"PAYMENT ${a.reference}"`,
    ].join('\n');
    const res = await upload(staff, 'fnb', csv).expect(201);
    expect(res.body.matched.map((l: Line) => l.line)).toEqual([6]);
    const sb = ['ACC-NO,062845190237', '', `HIST,20261120,,${a.total.toFixed(2)},IB PAYMENT FROM,${a.reference},0`].join('\n');
    const res2 = await upload(staff, 'standard-bank', sb).expect(201);
    expect(res2.body.matched.map((l: Line) => l.line)).toEqual([3]);
  });

  it(
    'reads a statement of 40,000 references (more than one SQL statement may bind)',
    async () => {
      const { agent: staff } = await staffAgent(t, 'manager');
      const rows = ['Date,Amount,Balance,Description'];
      for (let i = 0; i < 40_000; i++) rows.push(`2026/11/20,1.00,0,INV${String(100000 + i)}`);
      const res = await upload(staff, 'fnb', rows.join('\n')).expect(201);
      expect(res.body.matched).toEqual([]);
      expect(res.body.unmatched).toHaveLength(40_000);
      expect(res.body.unmatched[39_999]).toEqual(expect.objectContaining({ line: 40_001, reason: 'No open invoice INV-139999' }));
    },
    scaled(120_000),
  );

  it(
    'reconciles a statement of 10,000 lines: upload, then confirm all in one step',
    async () => {
      const { a, b } = await twoInvoices();
      const { agent: staff } = await staffAgent(t, 'manager');
      const rows = ['Date,Amount,Balance,Description'];
      for (let i = 0; i < 9_998; i++)
        rows.push(`2026/11/20,${(i % 997) + 1}.00,0,"EFT CREDIT FROM A CLIENT WITH A LONG NAME REF INV${String(200000 + i)}"`);
      rows.push(
        `2026/11/29,${a.total.toFixed(2)},0,"PAYMENT ${a.reference}"`,
        `2026/11/30,${b.total.toFixed(2)},0,"PAYMENT ${b.reference}"`,
      );
      const res = await upload(staff, 'fnb', rows.join('\n')).expect(201);
      expect(res.body.matched.map((l: Line) => [l.line, l.invoiceNumber])).toEqual([
        [10_000, a.number],
        [10_001, b.number],
      ]);
      expect(res.body.unmatched).toHaveLength(9_998);
      const confirmed = await staff.post(`/api/staff/reconciliation/${res.body.id}/confirm`).expect(200);
      expect(confirmed.body.confirmed).toBe(2);
      expect(confirmed.body.unmatched).toHaveLength(9_998);
      const repo = t.dataSource.getRepository(Invoice);
      expect((await repo.findOneByOrFail({ id: a.id })).status).toBe('paid');
      expect((await repo.findOneByOrFail({ id: b.id })).status).toBe('paid');
    },
    scaled(120_000),
  );

  it('confirms all or nothing: a stored line that cannot be settled leaves every invoice open and the statement unconfirmed', async () => {
    const { a, b } = await twoInvoices();
    const { agent: staff } = await staffAgent(t, 'manager');
    const csv = [
      'Date,Amount,Balance,Description',
      `2026/11/20,${a.total.toFixed(2)},1,${a.reference}`,
      `2026/11/21,${b.total.toFixed(2)},2,${b.reference}`,
    ].join('\n');
    const res = await upload(staff, 'fnb', csv).expect(201);
    expect(res.body.matched).toHaveLength(2);
    // A statement stored before dates were checked at upload can hold one that is no date.
    await t.dataSource.getRepository(BankStatementLine).update({ statementId: res.body.id, line: 3 }, { date: '2026-13-45' });
    const mails = await t.dataSource.getRepository(OutboxMessage).count();
    await staff
      .post(`/api/staff/reconciliation/${res.body.id}/confirm`)
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Line 3 has no valid date (2026-13-45): upload the statement again'));
    const repo = t.dataSource.getRepository(Invoice);
    expect((await repo.findOneByOrFail({ id: a.id })).status).toBe('issued');
    expect((await repo.findOneByOrFail({ id: b.id })).status).toBe('issued');
    expect((await t.dataSource.getRepository(BankStatement).findOneByOrFail({ id: res.body.id })).confirmedAt).toBeNull();
    expect(await t.dataSource.getRepository(OutboxMessage).count()).toBe(mails);
  });
});
