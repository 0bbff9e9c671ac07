import { BusinessMember } from '../src/businesses/business-member.entity';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/app.setup';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { buyPackage, markPaid } from './support/billing-fixtures';
import { assign, PDF, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';

/**
 * The documents, employees and payments lists are served from memory while unchanged
 * (src/client-lists). These tests read a list (so it is cached), change it through every route
 * that can, and expect the next read to show the change: a missed invalidation fails here.
 */
describe('Client lists served from memory', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
  const list = async (agent: Agent, path: string) => (await agent.get(path).expect(200)).body as Array<Record<string, unknown>>;

  it('answers a repeated read with the same body and ETag, gzipped when asked, 304 when the ETag matches', async () => {
    const { agent } = await signedInAgent(t);
    for (let i = 0; i < 30; i++) {
      await agent
        .post('/api/employees')
        .send({ firstName: `Worker${i}`, lastName: 'Dlamini', salaryAmount: 12000 })
        .expect(201);
    }
    const first = await agent.get('/api/employees').set('Accept-Encoding', 'identity').expect(200);
    const second = await agent.get('/api/employees').set('Accept-Encoding', 'identity').expect(200);
    expect(first.body).toHaveLength(30);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-encoding']).toBeUndefined();

    const gzipped = await agent
      .get('/api/employees')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // superagent inflates the body on the way in.
    expect((gzipped.body as Buffer).toString('utf8')).toBe(first.text);

    await agent.get('/api/employees').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('shows employee changes at once: add, edit, remove', async () => {
    const { agent } = await signedInAgent(t);
    expect(await list(agent, '/api/employees')).toEqual([]);
    const created = await agent.post('/api/employees').send({ firstName: 'Sipho', lastName: 'Ndlovu', salaryAmount: 15000 }).expect(201);
    expect((await list(agent, '/api/employees')).map((e) => e.firstName)).toEqual(['Sipho']);
    expect((await list(agent, '/api/employees')).map((e) => e.firstName)).toEqual(['Sipho']);

    await agent.patch(`/api/employees/${created.body.id}`).send({ position: 'Bookkeeper' }).expect(200);
    expect((await list(agent, '/api/employees'))[0]).toMatchObject({ firstName: 'Sipho', position: 'Bookkeeper' });

    await agent.delete(`/api/employees/${created.body.id}`).expect(200);
    expect(await list(agent, '/api/employees')).toEqual([]);
  });

  it('shows uploads, staff reviews and a reviewer renaming themselves', async () => {
    const { agent: client, user } = await signedInAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Naledi', lastName: 'Khumalo' });
    await assign(t, user.businessId, acc.id);

    const first = await upload(client, { fileName: 'march.pdf' });
    expect((await list(client, '/api/documents')).map((d) => d.id)).toEqual([first]);
    const second = await upload(client, { fileName: 'april.pdf' });
    expect((await list(client, '/api/documents')).map((d) => d.id).sort()).toEqual([first, second].sort());

    await accountant.patch(`/api/staff/clients/${user.businessId}/documents/${first}/review`).send({ status: 'approved' }).expect(200);
    const reviewed = (await list(client, '/api/documents')).find((d) => d.id === first);
    expect(reviewed).toMatchObject({ status: 'approved', reviewerName: 'Naledi Khumalo' });

    await accountant.patch('/api/user').send({ lastName: 'Mthembu' }).expect(200);
    expect((await list(client, '/api/documents')).find((d) => d.id === first)).toMatchObject({ reviewerName: 'Naledi Mthembu' });
  });

  it('shows payments settled, refunded and their subscription cancelled, at once', async () => {
    const { agent: client } = await signedInAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    expect(await list(client, '/api/payments')).toEqual([]);

    const { subscription, invoice } = await buyPackage(t, client);
    expect(await list(client, '/api/payments')).toEqual([expect.objectContaining({ status: 'pending', paymentMethod: null })]);
    await markPaid(manager, invoice.id, 'EFT-1');
    expect(await list(client, '/api/payments')).toEqual([
      expect.objectContaining({ status: 'completed', paymentMethod: 'eft', subscription: expect.objectContaining({ status: 'active' }) }),
    ]);

    await manager.post(`/api/staff/invoices/${invoice.id}/refund`).send({ reason: 'Charged twice', amount: invoice.total }).expect(200);
    expect((await list(client, '/api/payments'))[0]).toMatchObject({ status: 'refunded' });

    await client.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);
    expect((await list(client, '/api/payments'))[0]).toMatchObject({ subscription: expect.objectContaining({ status: 'canceled' }) });
  });

  it('keeps no trace of a refused upload: the list read after it is unchanged', async () => {
    const { agent, user } = await signedInAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    await assign(t, user.businessId, acc.id);
    const requested = await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'March statement', dueDate: '2030-01-31' })
      .expect(201);
    await upload(agent, { requestId: requested.body.id });
    const before = await list(agent, '/api/documents');
    // The request is completed now: this upload's rows are written, then rolled back (409).
    await agent
      .post('/api/documents/upload')
      .field('category', 'bank_statement')
      .field('requestId', String(requested.body.id))
      .attach('files', PDF, { filename: 'again.pdf', contentType: 'application/pdf' })
      .expect(409);
    expect(await list(agent, '/api/documents')).toEqual(before);
  });

  it("never shows a deleted client's lists to the next account, whatever id it gets", async () => {
    const { agent } = await signedInAgent(t);
    await agent.post('/api/employees').send({ firstName: 'Old', lastName: 'Record', salaryAmount: 9000 }).expect(201);
    expect(await list(agent, '/api/employees')).toHaveLength(1);
    await agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);

    // SQLite hands the highest id out again once its row is gone.
    const { agent: next } = await signedInAgent(t);
    expect(await list(next, '/api/employees')).toEqual([]);
    expect(await list(next, '/api/documents')).toEqual([]);
  });

  it('gives a client whose lists never changed a version at the first read, and still shows later changes', async () => {
    const { agent, user } = await signedInAgent(t);
    // Written straight to the table, as data from before this mechanism existed: no version yet.
    await t.dataSource
      .getRepository(CompanyEmployee)
      .save({ businessId: user.businessId, userId: user.id, firstName: 'Legacy', lastName: 'Row', salaryAmount: 1 });
    expect((await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId })).listsVersion).toBeNull();

    expect((await list(agent, '/api/employees')).map((e) => e.firstName)).toEqual(['Legacy']);
    expect((await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId })).listsVersion).toEqual(
      expect.any(String),
    );
    expect((await list(agent, '/api/employees')).map((e) => e.firstName)).toEqual(['Legacy']);

    await agent.post('/api/employees').send({ firstName: 'Newer', lastName: 'Row', salaryAmount: 1 }).expect(201);
    expect((await list(agent, '/api/employees')).map((e) => e.firstName).sort()).toEqual(['Legacy', 'Newer']);
  });

  describe('with a second app instance on the same database', () => {
    let other: NestExpressApplication;

    beforeAll(async () => {
      other = await createApp();
    });
    afterAll(() => other.close());

    it('sees a change made through the other instance at once', async () => {
      const register = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
      const cookie = (register.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      const read = async (app: NestExpressApplication) =>
        (await request(app.getHttpServer()).get('/api/employees').set('Cookie', cookie).expect(200)).body as unknown[];

      await request(t.http)
        .post('/api/employees')
        .set('Cookie', cookie)
        .send({ firstName: 'A', lastName: 'One', salaryAmount: 1 })
        .expect(201);
      expect(await read(t.app)).toHaveLength(1);
      expect(await read(other)).toHaveLength(1);

      await request(other.getHttpServer())
        .post('/api/employees')
        .set('Cookie', cookie)
        .send({ firstName: 'B', lastName: 'Two', salaryAmount: 1 })
        .expect(201);
      expect(await read(t.app)).toHaveLength(2);

      const business = await t.dataSource
        .getRepository(BusinessMember)
        .findOneOrFail({ where: { userId: register.body.id as number }, relations: { business: true } });
      expect(business.business?.listsVersion).toEqual(expect.any(String));
    });
  });
});
