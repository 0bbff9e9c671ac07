import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import request from 'supertest';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { DomainEventMap, DomainEvents } from '../src/common/events/domain-events';
import { Document } from '../src/documents/document.entity';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { Payment } from '../src/billing/entities/payment.entity';
import { FILE_STORAGE, FileStorage } from '../src/storage/file-storage';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { User } from '../src/users/user.entity';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';

const companyForm = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  phone: '+27 82 555 0101',
  company: 'Nkosi Catering (Pty) Ltd',
  address: '3 Main Road, Rondebosch',
  city: 'Cape Town',
  postalCode: '7700',
  country: 'South Africa',
  vatNumber: '4123456789',
  registrationNumber: '2020/123456/07',
  businessType: 'private_company',
  annualRevenue: '1m_5m',
  numberOfEmployees: 6,
};

async function sessionCount(t: TestApp, userId: number): Promise<number> {
  const rows = (await t.dataSource.query(
    t.dataSource.options.type === 'mysql'
      ? 'SELECT COUNT(*) AS n FROM sessions WHERE userId = ?'
      : 'SELECT COUNT(*) AS n FROM sessions WHERE userId = ?',
    [userId],
  )) as Array<{ n: number | string }>;
  return Number(rows[0].n);
}

async function actions(t: TestApp, userId: number): Promise<string[]> {
  const logs = await t.dataSource.getRepository(ActivityLog).find({ where: { userId }, order: { id: 'ASC' } });
  return logs.map((l) => l.action);
}

describe('Account API (/api/user)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers 401 on every route when signed out', async () => {
    await request(t.http).get('/api/user').expect(401);
    await request(t.http).patch('/api/user').send({ firstName: 'X' }).expect(401);
    await request(t.http).post('/api/user/change-password').send({ currentPassword: 'a', newPassword: 'bbbbbbbb' }).expect(401);
    await request(t.http).post('/api/user/change-email').send({ newEmail: 'a@b.co', password: 'x' }).expect(401);
    await request(t.http).delete('/api/user').expect(401);
  });

  describe('PATCH /api/user', () => {
    it('saves the company form, completes the profile and returns the user without secrets', async () => {
      const { agent, user } = await signedInAgent(t);
      const res = await agent.patch('/api/user').send(companyForm).expect(200);
      expect(res.body).toMatchObject({
        ...companyForm,
        id: user.id,
        isProfileComplete: true,
        role: 'client',
        isStaff: false,
        companyEmployees: [],
      });
      expect(res.body).not.toHaveProperty('password');
      expect(res.body).not.toHaveProperty('stripeCustomerId');
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ ...companyForm, isProfileComplete: true });
      expect(await actions(t, user.id)).toContain('profile.update');
      const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: user.id, action: 'profile.update' });
      // The company fields are the business's: the entry names it.
      expect(log.details).toEqual({
        fields: expect.arrayContaining(['firstName', 'company', 'numberOfEmployees']),
        businessId: user.businessId,
      });
    });

    it('takes part of the form; blanks in optional fields clear them and the profile stays as complete as it is', async () => {
      const { agent } = await signedInAgent(t);
      await agent.patch('/api/user').send(companyForm).expect(200);
      const res = await agent
        .patch('/api/user')
        .send({ city: 'Stellenbosch', vatNumber: '', businessType: '', annualRevenue: '', numberOfEmployees: '' })
        .expect(200);
      expect(res.body).toMatchObject({
        city: 'Stellenbosch',
        vatNumber: null,
        businessType: null,
        annualRevenue: null,
        numberOfEmployees: null,
        isProfileComplete: true,
        firstName: 'Thandi',
      });
      const partial = await signedInAgent(t);
      const half = await partial.agent.patch('/api/user').send({ firstName: 'Sam' }).expect(200);
      expect(half.body).toMatchObject({ firstName: 'Sam', isProfileComplete: false });
    });

    it("gives the company form's messages for required fields sent blank", async () => {
      const { agent } = await signedInAgent(t);
      const blanks = Object.fromEntries(
        ['firstName', 'lastName', 'phone', 'company', 'address', 'city', 'postalCode', 'country'].map((k) => [k, '  ']),
      );
      const res = await agent.patch('/api/user').send(blanks).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'First name is required',
        errors: {
          firstName: 'First name is required',
          lastName: 'Last name is required',
          phone: 'Phone number is required',
          company: 'Company name is required',
          address: 'Address is required',
          city: 'City is required',
          postalCode: 'Postal code is required',
          country: 'Country is required',
        },
      });
      const nulls = await agent.patch('/api/user').send({ firstName: null, country: null }).expect(400);
      expect(nulls.body.errors).toEqual({ firstName: 'First name is required', country: 'Country is required' });
      const other = await agent
        .patch('/api/user')
        .send({ businessType: 'empire', annualRevenue: 'billions', numberOfEmployees: -1, postalCode: 'x'.repeat(21) })
        .expect(400);
      expect(other.body.errors).toEqual({
        businessType: 'Please choose a business type from the list',
        annualRevenue: 'Please choose an annual revenue range from the list',
        numberOfEmployees: 'Number of employees cannot be negative',
        postalCode: 'Postal code must be at most 20 characters',
      });
      const fraction = await agent.patch('/api/user').send({ numberOfEmployees: 2.5 }).expect(400);
      expect(fraction.body.errors).toEqual({ numberOfEmployees: 'Number of employees must be a whole number' });
    });

    it('never writes role, isStaff, ids, username, email or flags', async () => {
      const { agent, user } = await signedInAgent(t);
      const forbidden = {
        role: 'admin',
        isStaff: true,
        id: 1,
        username: 'root',
        email: 'x@y.co',
        isProfileComplete: true,
        stripeCustomerId: 'cus_1',
        password: 'hunter22',
      };
      for (const [key, value] of Object.entries(forbidden)) {
        const res = await agent
          .patch('/api/user')
          .send({ firstName: 'Sneaky', [key]: value })
          .expect(400);
        expect(res.body.errors).toEqual({ [key]: `property ${key} should not exist` });
      }
      const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(row).toMatchObject({
        role: 'client',
        isStaff: false,
        username: user.username,
        email: user.email,
        isProfileComplete: false,
        firstName: null,
      });
    });
  });

  describe('POST /api/user/change-password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const fields = registrationFields();
      const first = request.agent(t.http);
      const reg = await first.post('/api/register').send(fields).expect(201);
      const second = request.agent(t.http);
      await second.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
      await second.get('/api/user').expect(200);
      expect(await sessionCount(t, reg.body.id)).toBe(2);

      const res = await first
        .post('/api/user/change-password')
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'a-much-better-one' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Password updated' });

      await first.get('/api/user').expect(200);
      await second.get('/api/user').expect(401);
      expect(await sessionCount(t, reg.body.id)).toBe(1);
      await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(401);
      await request(t.http).post('/api/login').send({ username: fields.username, password: 'a-much-better-one' }).expect(200);
      expect(await actions(t, reg.body.id)).toContain('password.change');
    });

    it('checks the current password and the new one', async () => {
      const { agent } = await signedInAgent(t);
      const empty = await agent.post('/api/user/change-password').send({}).expect(400);
      expect(empty.body.errors).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'Password is required',
      });
      const short = await agent
        .post('/api/user/change-password')
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'short' })
        .expect(400);
      expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
      const wrong = await agent
        .post('/api/user/change-password')
        .send({ currentPassword: 'not-my-password', newPassword: 'long-enough-1' })
        .expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        message: 'Current password is incorrect',
        code: 'account.current_password_wrong',
        errors: { currentPassword: 'Current password is incorrect' },
      });
      const same = await agent
        .post('/api/user/change-password')
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD })
        .expect(400);
      expect(same.body.errors).toEqual({ newPassword: 'The new password must be different from the current one' });
      const extra = await agent
        .post('/api/user/change-password')
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' })
        .expect(400);
      expect(extra.body.errors).toEqual({ confirmPassword: 'property confirmPassword should not exist' });
    });
  });

  describe('POST /api/user/change-email', () => {
    it('keeps the old email until the new one is confirmed (two steps, see mail.e2e-spec.ts) and returns the user', async () => {
      const { agent, user } = await signedInAgent(t);
      const res = await agent
        .post('/api/user/change-email')
        .send({ newEmail: ' New.Address@Example.co.za ', password: DEFAULT_PASSWORD })
        .expect(200);
      expect(res.body).toMatchObject({
        id: user.id,
        email: user.email,
        pendingEmail: 'new.address@example.co.za',
        username: user.username,
      });
      expect(res.body).not.toHaveProperty('password');
      expect(await actions(t, user.id)).toContain('email.change.request');
    });

    it('validates, checks the password and refuses an address in use', async () => {
      const { agent } = await signedInAgent(t);
      const other = await signedInAgent(t);
      const empty = await agent.post('/api/user/change-email').send({}).expect(400);
      expect(empty.body.errors).toEqual({
        newEmail: 'Please enter a valid email address',
        password: 'Password is required to verify your identity',
      });
      const bad = await agent.post('/api/user/change-email').send({ newEmail: 'nope', password: '' }).expect(400);
      expect(bad.body.errors).toEqual({
        newEmail: 'Please enter a valid email address',
        password: 'Password is required to verify your identity',
      });
      const wrong = await agent
        .post('/api/user/change-email')
        .send({ newEmail: 'fresh@example.co.za', password: 'wrong-password' })
        .expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        message: 'Password is incorrect',
        code: 'account.password_wrong',
        errors: { password: 'Password is incorrect' },
      });
      const taken = await agent
        .post('/api/user/change-email')
        .send({ newEmail: other.user.email.toUpperCase(), password: DEFAULT_PASSWORD })
        .expect(409);
      expect(taken.body).toEqual({
        statusCode: 409,
        message: 'An account with that email address already exists',
        code: 'account.email_taken',
      });
    });
  });

  describe('DELETE /api/user', () => {
    it('removes the account, its files and personal data, keeps payments anonymised and ends every session', async () => {
      const storage = t.app.get<FileStorage>(FILE_STORAGE);
      const events: Array<DomainEventMap['account.deleted']> = [];
      t.app.get(DomainEvents).on('account.deleted', (e) => events.push(e));

      const fields = registrationFields(companyForm);
      const agent = request.agent(t.http);
      const { body: me } = await agent.post('/api/register').send(fields).expect(201);
      const phone = request.agent(t.http);
      await phone.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
      const bystander = await signedInAgent(t);
      // The business registration made: its only owner's deletion closes it, documents and files with it.
      const businessId = ((await agent.get('/api/businesses/current').expect(200)).body as { id: number }).id;

      await agent.post('/api/employees').send({ firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 1000 }).expect(201);
      const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
      const sub = await t.dataSource
        .getRepository(Subscription)
        .save({ businessId, userId: me.id, serviceId: service.id, status: 'active', startDate: new Date(), autoRenew: true });
      const payment = await t.dataSource.getRepository(Payment).save({
        businessId,
        userId: me.id,
        subscriptionId: sub.id,
        amount: 3599,
        status: 'completed',
        paymentDate: new Date(),
        description: 'Standard package',
      });

      const keys: string[] = [];
      for (let i = 0; i < 2; i++) {
        const key = `documents/${businessId}/${randomUUID()}`;
        await storage.put(key, Readable.from(Buffer.from(`statement ${i}`)), 'text/plain');
        keys.push(key);
        const doc = await t.dataSource.getRepository(Document).save({
          businessId,
          userId: me.id,
          fileName: `statement-${i}.txt`,
          fileType: 'text/plain',
          fileSize: 11,
          storageKey: key,
          category: 'bank_statement',
        });
        await t.dataSource
          .getRepository(DocumentRequest)
          .save({ clientId: businessId, documentType: 'Bank statement', fulfilledWith: doc.id, status: 'completed' });
      }
      // A stray file from an interrupted upload, with no row.
      const stray = `documents/${businessId}/${randomUUID()}`;
      await storage.put(stray, Readable.from(Buffer.from('half')), 'text/plain');
      const bystanderKey = `documents/${bystander.user.businessId}/${randomUUID()}`;
      await storage.put(bystanderKey, Readable.from(Buffer.from('not yours')), 'text/plain');

      const res = await agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: 'Account deleted' });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.some((c) => /^sid=;/.test(c))).toBe(true);

      await agent.get('/api/user').expect(401);
      await phone.get('/api/user').expect(401);
      await bystander.agent.get('/api/user').expect(200);
      expect(await sessionCount(t, me.id)).toBe(0);

      expect(await t.dataSource.getRepository(User).findOneBy({ id: me.id })).toBeNull();
      expect(await t.dataSource.getRepository(User).findOneBy({ email: fields.email as string })).toBeNull();
      expect(await t.dataSource.getRepository(CompanyEmployee).countBy({ userId: me.id })).toBe(0);
      expect(await t.dataSource.getRepository(Document).countBy({ businessId })).toBe(0);
      expect(await t.dataSource.getRepository(DocumentRequest).countBy({ clientId: me.id })).toBe(0);
      // Their only business closed with them: its subscription went, its payment is kept without either.
      expect(await t.dataSource.getRepository(Subscription).countBy({ id: sub.id })).toBe(0);
      const kept = await t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
      expect(kept).toMatchObject({ businessId: null, userId: null, subscriptionId: null, amount: 3599, status: 'completed' });

      expect(await storage.list(`documents/${businessId}/`)).toEqual([]);
      for (const key of [...keys, stray]) expect(await storage.exists(key)).toBe(false);
      expect(await storage.exists(bystanderKey)).toBe(true);

      const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: me.id, action: 'account.delete' });
      expect(JSON.stringify(log.details)).not.toContain(fields.email as string);
      await new Promise((r) => setImmediate(r));
      expect(events).toEqual([{ userId: me.id }]);

      // The username and email are free again.
      await request(t.http).post('/api/register').send(fields).expect(201);
    });
  });
});
