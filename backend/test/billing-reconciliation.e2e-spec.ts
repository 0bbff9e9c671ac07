import { ServicePackage } from '../src/catalogue/service-package.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { Agent, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface Line {
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

  async function twoInvoices() {
    const { agent } = await clientAgent(t);
    const services = t.dataSource.getRepository(ServicePackage);
    const buy = async (packageType: string) => {
      const s = await services.findOneByOrFail({ packageType });
      const res = await agent.post('/api/subscriptions').send({ serviceId: s.id, acceptTerms: true }).expect(201);
      return res.body.invoice as { id: number; number: string; reference: string; total: number };
    };
    return { a: await buy('standard'), b: await buy('essential') };
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
        [100, `Amount differs from ${b.number} (${b.total.toFixed(2)})`],
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
});
