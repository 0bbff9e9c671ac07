import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { ComplianceObligation } from '../src/compliance/compliance-obligation.entity';
import { activityRows, assign, clientAgent, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The tax calendar of a client business (docs/compliance.md): the profile fields it is worked out
 * from, the obligations per period with their due dates, status, PRN and proof, the same on both
 * sides, and nobody else's.
 */
describe('Compliance calendar', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  type Row = {
    id: number;
    type: string;
    label: string;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    status: string;
    overdue: boolean;
  };
  const H1_2027 = '/api/compliance/obligations?from=2027-01-01&to=2027-06-30';

  describe('the tax profile', () => {
    it('stores the fields as SARS writes them and gives them back on GET /api/user', async () => {
      const { agent, user } = await clientAgent(t);
      const res = await agent
        .patch('/api/user')
        .send({
          vatNumber: '4123 456 789',
          vatCategory: 'B',
          vatFilingChannel: 'manual',
          financialYearEndMonth: 6,
          incomeTaxNumber: '9012-345-678',
          payeReference: '7123456789',
          uifReference: 'u1234 5678',
          companyRegistrationNumber: '2019/123456/07',
          incorporationDate: '2019-03-14',
          provisionalTaxpayer: true,
          coidaRegistered: true,
        })
        .expect(200);
      const stored = {
        vatNumber: '4123456789',
        vatCategory: 'B',
        vatFilingChannel: 'manual',
        financialYearEndMonth: 6,
        incomeTaxNumber: '9012345678',
        payeReference: '7123456789',
        uifReference: 'U12345678',
        companyRegistrationNumber: '2019/123456/07',
        incorporationDate: '2019-03-14',
        provisionalTaxpayer: true,
        coidaRegistered: true,
      };
      expect(res.body).toMatchObject(stored);
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject(stored);
      expect(await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId })).toMatchObject(stored);

      // Blank clears a field; the booleans and the channel keep their values.
      await agent.patch('/api/user').send({ vatCategory: '', payeReference: '', incorporationDate: '' }).expect(200);
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({
        vatCategory: null,
        payeReference: null,
        incorporationDate: null,
        vatFilingChannel: 'manual',
        provisionalTaxpayer: true,
      });
    });

    it('refuses each malformed field with a sentence saying what is expected, and stores nothing', async () => {
      const { agent, user } = await clientAgent(t);
      const res = await agent
        .patch('/api/user')
        .send({
          vatNumber: '5123456789',
          vatCategory: 'G',
          vatFilingChannel: 'post',
          financialYearEndMonth: 13,
          incomeTaxNumber: '123',
          payeReference: '712345678',
          uifReference: 'U-1',
          companyRegistrationNumber: '19/123456/07',
          incorporationDate: '2019-02-30',
          provisionalTaxpayer: 'yes',
        })
        .expect(400);
      expect(res.body.errors).toEqual({
        vatNumber: 'The VAT number must start with 4: SARS VAT numbers are ten digits starting with 4.',
        vatCategory: 'The VAT category must be A, B, C, D, E or F, or empty when the business is not a VAT vendor.',
        vatFilingChannel: 'The VAT filing channel must be efiling or manual.',
        financialYearEndMonth: 'The financial year-end month must be a whole number from 1 (January) to 12 (December).',
        incomeTaxNumber: 'The income tax number must be ten digits (this one has 3).',
        payeReference: 'The PAYE reference must be ten digits starting with 7 (this one has 9).',
        uifReference: 'The UIF reference may contain only letters, digits and slashes, at most 20 of them.',
        companyRegistrationNumber:
          'The company registration number must look like 2019/123456/07: the year, six digits and two digits, separated by slashes.',
        incorporationDate: 'The incorporation date must be a date as YYYY-MM-DD, for example 2019-03-14.',
        provisionalTaxpayer: 'Provisional taxpayer must be true or false',
      });
      expect(await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId })).toMatchObject({
        vatNumber: null,
        vatCategory: null,
        financialYearEndMonth: null,
      });
    });

    it('lets only roles that write the profile change it', async () => {
      const owner = await clientAgent(t);
      const viewer = await clientAgent(t, { company: 'Viewer Own' });
      await t.dataSource
        .getRepository(BusinessMember)
        .insert({ businessId: owner.user.businessId, userId: viewer.user.id, role: 'viewer' });
      await viewer.agent.put('/api/session/business').send({ businessId: owner.user.businessId }).expect(200);
      const refused = await viewer.agent.patch('/api/user').send({ vatCategory: 'A' }).expect(403);
      expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);
    });
  });

  describe('obligations', () => {
    it('works them out from the profile, with due dates moved off weekends, and drops untouched ones the profile no longer calls for', async () => {
      const { agent } = await clientAgent(t);
      // Nothing in the profile: nothing is due.
      expect((await agent.get(H1_2027).expect(200)).body).toEqual([]);

      await agent.patch('/api/user').send({ vatCategory: 'A', payeReference: '7123456789' }).expect(200);
      const rows = (await agent.get(H1_2027).expect(200)).body as Row[];
      const vat = rows.filter((r) => r.type === 'VAT201');
      // Category A: two-monthly periods ending January, March, May; on eFiling due the last business
      // day of the next month (28 Feb 2027 is a Sunday, so Friday the 26th).
      expect(vat.map((r) => [r.label, r.periodStart, r.periodEnd, r.dueDate])).toEqual([
        ['VAT201 for Dec 2026–Jan 2027', '2026-12-01', '2027-01-31', '2027-02-26'],
        ['VAT201 for Feb–Mar 2027', '2027-02-01', '2027-03-31', '2027-04-30'],
        ['VAT201 for Apr–May 2027', '2027-04-01', '2027-05-31', '2027-06-30'],
      ]);
      // EMP201 on the 7th of each following month (7 Feb 2027 is a Sunday: Friday the 5th), and
      // the annual EMP501 reconciliation.
      expect(rows.filter((r) => r.type === 'EMP201').map((r) => r.dueDate)).toEqual([
        '2027-01-07',
        '2027-02-05',
        '2027-03-05',
        '2027-04-07',
        '2027-05-07',
        '2027-06-07',
      ]);
      expect(rows.map((r) => r.type)).toContain('EMP501_ANNUAL');
      expect(rows.every((r) => r.status === 'upcoming' && r.overdue === false)).toBe(true);
      // Sorted by due date.
      expect(rows.map((r) => r.dueDate)).toEqual([...rows.map((r) => r.dueDate)].sort());

      // Reading again adds nothing.
      const count = await t.dataSource.getRepository(ComplianceObligation).count();
      await agent.get(H1_2027).expect(200);
      expect(await t.dataSource.getRepository(ComplianceObligation).count()).toBe(count);

      // No PAYE reference and no employees: no EMP201 any more.
      await agent.patch('/api/user').send({ payeReference: '' }).expect(200);
      const after = (await agent.get(H1_2027).expect(200)).body as Row[];
      expect(after.filter((r) => r.type.startsWith('EMP'))).toEqual([]);
      expect(after.filter((r) => r.type === 'VAT201')).toHaveLength(3);

      // An employee brings them back, without a PAYE reference.
      await agent
        .post('/api/employees')
        .send({ firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18500, startDate: '2021-02-01' })
        .expect(201);
      expect(((await agent.get(H1_2027).expect(200)).body as Row[]).filter((r) => r.type === 'EMP201')).toHaveLength(6);
    });

    it('answers two readers at once with one row per obligation', async () => {
      const { agent } = await clientAgent(t);
      await agent.patch('/api/user').send({ vatCategory: 'C' }).expect(200);
      const answers = await Promise.all(Array.from({ length: 6 }, () => agent.get(H1_2027)));
      for (const a of answers) expect(a.status).toBe(200);
      expect(await t.dataSource.getRepository(ComplianceObligation).count()).toBe(6);
      expect(answers[0].body).toEqual(answers[5].body);
    });

    it('refuses a window that is upside down, too long or not a date', async () => {
      const { agent } = await clientAgent(t);
      expect((await agent.get('/api/compliance/obligations?from=2027-02-01&to=2027-01-01').expect(400)).body.errors).toEqual({
        to: 'to must not be before from',
      });
      expect((await agent.get('/api/compliance/obligations?from=2027-01-01&to=2031-01-01').expect(400)).body.errors).toEqual({
        to: 'The window may span at most three years',
      });
      expect((await agent.get('/api/compliance/obligations?from=2027-02-30').expect(400)).body.errors).toEqual({
        from: 'from must be a date as YYYY-MM-DD',
      });
    });

    it('keeps status, PRN and proof that staff and the business both see, and tells overdue from done', async () => {
      const client = await clientAgent(t, { company: 'Mokoena Trading' });
      await client.agent.patch('/api/user').send({ vatCategory: 'A' }).expect(200);
      // 2026's periods: by now (after 26 Nov 2026) the earlier ones are past due.
      const year = (await client.agent.get('/api/compliance/obligations?from=2026-01-01&to=2026-10-31').expect(200)).body as Row[];
      expect(year.length).toBeGreaterThan(0);
      expect(year.every((r) => r.overdue)).toBe(true);
      const [first] = year;

      const accountant = await staffAgent(t, 'accountant');
      // Not assigned: the obligation is not found.
      await accountant.agent.patch(`/api/staff/compliance/${first.id}`).send({ status: 'submitted' }).expect(404);
      await assign(t, client.user.businessId, accountant.user.id);
      const set = await accountant.agent
        .patch(`/api/staff/compliance/${first.id}`)
        .send({ status: 'submitted', prn: ' 4123456789vat0001 ', amount: 15230.5, note: 'Filed on eFiling' })
        .expect(200);
      expect(set.body).toMatchObject({ id: first.id, status: 'submitted', prn: '4123456789VAT0001', amount: 15230.5, overdue: false });

      // The client uploads a proof of payment and attaches it.
      const proof = await upload(client.agent, { category: 'receipt', fileName: 'vat-payment.pdf' });
      const attached = await client.agent
        .patch(`/api/compliance/obligations/${first.id}`)
        .send({ proofDocumentIds: [proof] })
        .expect(200);
      expect(attached.body).toMatchObject({
        proofDocumentIds: [proof],
        proofs: [{ id: proof, fileName: 'vat-payment.pdf' }],
        status: 'submitted',
      });

      // Both sides read the same.
      const clientView = (
        (await client.agent.get('/api/compliance/obligations?from=2026-01-01&to=2026-10-31').expect(200)).body as Row[]
      ).find((r) => r.id === first.id);
      const staffView = (
        await accountant.agent.get(`/api/staff/compliance?from=2026-01-01&to=2026-10-31&clientId=${client.user.businessId}`).expect(200)
      ).body.items as Array<Row & { client: { id: number; name: string } }>;
      const { client: named, ...staffRow } = staffView.find((r) => r.id === first.id)!;
      expect(staffRow).toEqual(clientView);
      expect(named).toEqual({ id: client.user.businessId, name: 'Mokoena Trading' });

      // Staff filters: overdue ones exclude the submitted one.
      const overdue = (await accountant.agent.get('/api/staff/compliance?from=2026-01-01&to=2026-10-31&overdue=true').expect(200)).body;
      expect(overdue.items.map((r: Row) => r.id)).not.toContain(first.id);
      expect(overdue.total).toBe(year.length - 1);
      const submitted = (
        await accountant.agent.get('/api/staff/compliance?from=2026-01-01&to=2026-10-31&status=submitted&type=VAT201').expect(200)
      ).body;
      expect(submitted.items.map((r: Row) => r.id)).toEqual([first.id]);

      // Each change is on record with who made it.
      const log = await activityRows(t, 'compliance.obligation.update');
      expect(log.map((l) => [l.userId, (l.details as { fields: string[] }).fields])).toEqual(
        expect.arrayContaining([
          [accountant.user.id, ['status', 'prn', 'amount', 'note']],
          [client.user.id, ['proofDocumentIds']],
        ]),
      );

      // A touched obligation stays when the profile stops calling for it.
      await client.agent.patch('/api/user').send({ vatCategory: '' }).expect(200);
      const kept = (await client.agent.get('/api/compliance/obligations?from=2026-01-01&to=2026-10-31').expect(200)).body as Row[];
      expect(kept.map((r) => r.id)).toEqual([first.id]);
    });

    it("answers 404 for another business's obligation or document, and lets the viewer only read", async () => {
      const mine = await clientAgent(t);
      const other = await clientAgent(t, { company: 'Someone Else' });
      await other.agent.patch('/api/user').send({ vatCategory: 'C' }).expect(200);
      const [theirs] = (await other.agent.get(H1_2027).expect(200)).body as Row[];
      const theirDoc = await upload(other.agent, { category: 'receipt' });
      await mine.agent.patch('/api/user').send({ vatCategory: 'C' }).expect(200);
      const [own] = (await mine.agent.get(H1_2027).expect(200)).body as Row[];

      expect(
        (await mine.agent.patch(`/api/compliance/obligations/${theirs.id}`).send({ proofDocumentIds: [] }).expect(404)).body.message,
      ).toBe('Obligation not found');
      expect(
        (
          await mine.agent
            .patch(`/api/compliance/obligations/${own.id}`)
            .send({ proofDocumentIds: [theirDoc] })
            .expect(404)
        ).body.message,
      ).toBe('Document not found');
      await mine.agent.patch('/api/compliance/obligations/abc').send({ proofDocumentIds: [] }).expect(404);
      expect(
        (
          await mine.agent
            .patch(`/api/compliance/obligations/${own.id}`)
            .send({ proofDocumentIds: ['x'] })
            .expect(400)
        ).body.errors,
      ).toEqual({
        proofDocumentIds: 'proofDocumentIds must be a list of document ids',
      });

      const viewer = await clientAgent(t, { company: 'Viewer Own' });
      await t.dataSource.getRepository(BusinessMember).insert({ businessId: mine.user.businessId, userId: viewer.user.id, role: 'viewer' });
      await viewer.agent.put('/api/session/business').send({ businessId: mine.user.businessId }).expect(200);
      expect(((await viewer.agent.get(H1_2027).expect(200)).body as Row[]).map((r) => r.id)).toContain(own.id);
      expect(
        (await viewer.agent.patch(`/api/compliance/obligations/${own.id}`).send({ proofDocumentIds: [] }).expect(403)).body.message,
      ).toBe(CAPABILITY_NOT_ALLOWED);
      // Clients have no staff route.
      await mine.agent.get('/api/staff/compliance').expect(403);
    });
  });
});
