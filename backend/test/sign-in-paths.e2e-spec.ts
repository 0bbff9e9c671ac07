import request from 'supertest';
import { Passkey } from '../src/account-security/passkey.entity';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { PasswordService } from '../src/users/password.service';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { SessionRecord } from '../src/session/session-record.entity';
import { StaffAccountsService } from '../src/users/staff-accounts.service';
import { User } from '../src/users/user.entity';
import { SoftAuthenticator } from './support/soft-authenticator';
import { activityRows, Agent, assign, saDate, staffAgent, STAFF_SUITE_ENV } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';
import { enrolTotp, holdTotpClock, totpCode } from './support/two-factor';

/** A fixed moment at the start of a 30-second step, so "the next step" is exactly +30 s. */
const T0 = 1_790_000_010;
const CANNOT_SIGN_IN = 'This account cannot sign in. Please contact the firm.';
const PASSWORD_WRONG = 'Your password is not correct';
const CODE_NOT_VALID = 'That code is not valid. Codes can be used once; wait for the next one and try again.';
const CODE_NEEDED = 'Enter a code from your authenticator app or a recovery code';
const CEREMONY_EXPIRED = 'That passkey request has expired. Please try again.';

/** Statuses of a batch of concurrent answers, counted: { 401: 3, 429: 17 }. */
function tally(responses: request.Response[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

/** Adds a passkey through the API, confirming with the password (and `code` when the authenticator is on). */
async function addPasskey(agent: Agent, confirm: { password?: string; code?: string }, name = 'Work laptop'): Promise<SoftAuthenticator> {
  const key = new SoftAuthenticator();
  const options = await agent
    .post('/api/account/passkeys/options')
    .send({ password: DEFAULT_PASSWORD, ...confirm })
    .expect(200);
  await agent
    .post('/api/account/passkeys')
    .send({ name, response: key.register(options.body) })
    .expect(201);
  return key;
}

/** A password-less sign-in with the passkey on a new browser. */
async function passkeySignIn(t: TestApp, key: SoftAuthenticator): Promise<{ agent: Agent; res: request.Response }> {
  const agent = request.agent(t.http);
  const options = await agent.post('/api/login/passkey/options').expect(200);
  const res = await agent.post('/api/login/passkey').send({ response: key.assert(options.body) });
  return { agent, res };
}

describe('Deactivation ends every way in (docs/security.md, "Who may sign in")', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    jest.restoreAllMocks();
    await t.reset();
  });

  /** A staff member with the authenticator on (at T0) and a passkey; the TOTP clock is then at T0 + 30. */
  async function staffWithPasskey(): Promise<{
    member: User;
    agent: Agent;
    key: SoftAuthenticator;
    secret: string;
    clock: ReturnType<typeof holdTotpClock>;
  }> {
    const fields = registrationFields();
    const passwords = t.app.get(PasswordService);
    const member = await t.app.get(StaffAccountsService).create((p) => passwords.hash(p), {
      username: fields.username as string,
      email: fields.email as string,
      password: DEFAULT_PASSWORD,
      role: 'accountant',
      firstName: 'Sipho',
      lastName: 'Dube',
    });
    const agent = request.agent(t.http);
    await agent.post('/api/login').send({ username: member.username, password: DEFAULT_PASSWORD }).expect(200);
    const clock = holdTotpClock(t, T0);
    const { secret } = await enrolTotp(agent, T0);
    clock.set(T0 + 30);
    const key = await addPasskey(agent, { code: await totpCode(secret, T0 + 30) });
    return { member, agent, key, secret, clock };
  }

  it('refuses a passkey sign-in of a deactivated staff member, and lets it in again once reactivated', async () => {
    const { agent: admin } = await staffAgent(t, 'admin');
    const { member, agent, key } = await staffWithPasskey();
    await admin.post(`/api/staff/team/${member.id}/deactivate`).expect(200);
    await agent.get('/api/user').expect(401);
    const logins = () => t.dataSource.getRepository(ActivityLog).count({ where: { userId: member.id, action: 'login' } });
    const loginsBefore = await logins();

    const { agent: thief, res } = await passkeySignIn(t, key);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: CANNOT_SIGN_IN, code: 'auth.account_cannot_sign_in' });
    await thief.get('/api/user').expect(401);
    await thief.get('/api/conversations').expect(401);
    expect(await t.dataSource.getRepository(SessionRecord).count({ where: { userId: member.id } })).toBe(0);
    expect(await logins()).toBe(loginsBefore);

    // The rule is the account's state: once an admin reactivates it, its passkey works again.
    await admin.post(`/api/staff/team/${member.id}/reactivate`).expect(200);
    const back = await passkeySignIn(t, key);
    expect(back.res.status).toBe(200);
    expect(back.res.body).toMatchObject({ id: member.id });
  });

  it('takes a staff member through the same second step after a sign-in by email address, code or passkey', async () => {
    const { member, secret, clock, key } = await staffWithPasskey();
    const typed = `  ${member.email.toUpperCase()} `;

    const byCode = request.agent(t.http);
    const first = await byCode.post('/api/login').send({ username: typed, password: DEFAULT_PASSWORD }).expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery-code', 'passkey'] });
    // Half signed in is not signed in.
    await byCode.get('/api/user').expect(401);
    clock.set(T0 + 60);
    const done = await byCode
      .post('/api/login/second-factor')
      .send({ code: await totpCode(secret, T0 + 60) })
      .expect(200);
    expect(done.body).toMatchObject({ id: member.id, username: member.username, isStaff: true, role: 'accountant' });
    expect((await byCode.get('/api/user').expect(200)).body.id).toBe(member.id);

    const byPasskey = request.agent(t.http);
    await byPasskey.post('/api/login').send({ username: member.email, password: DEFAULT_PASSWORD }).expect(200);
    const options = await byPasskey.post('/api/login/passkey/options').expect(200);
    const second = await byPasskey
      .post('/api/login/passkey')
      .send({ response: key.assert(options.body) })
      .expect(200);
    expect(second.body).toMatchObject({ id: member.id, isStaff: true });
    expect((await byPasskey.get('/api/staff/clients').expect(200)).body).toBeDefined();
  });

  it('answers a deactivated staff member signing in by email address exactly as a wrong password', async () => {
    const { agent: admin } = await staffAgent(t, 'admin');
    const { member } = await staffWithPasskey();
    await admin.post(`/api/staff/team/${member.id}/deactivate`).expect(200);
    for (const username of [member.email, member.username]) {
      const res = await request(t.http).post('/api/login').send({ username, password: DEFAULT_PASSWORD }).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    }
    await admin.post(`/api/staff/team/${member.id}/reactivate`).expect(200);
    const back = await request(t.http).post('/api/login').send({ username: member.email, password: DEFAULT_PASSWORD }).expect(200);
    expect(back.body.twoFactorRequired).toBe(true);
  });

  it('refuses the second step of a sign-in begun before the deactivation', async () => {
    const { agent: admin } = await staffAgent(t, 'admin');
    const { member, secret, clock } = await staffWithPasskey();
    const halfway = request.agent(t.http);
    const first = await halfway.post('/api/login').send({ username: member.username, password: DEFAULT_PASSWORD }).expect(200);
    expect(first.body.twoFactorRequired).toBe(true);
    await admin.post(`/api/staff/team/${member.id}/deactivate`).expect(200);
    clock.set(T0 + 60);
    const second = await halfway
      .post('/api/login/second-factor')
      .send({ code: await totpCode(secret, T0 + 60) })
      .expect(401);
    expect(second.body).toEqual({ statusCode: 401, message: CANNOT_SIGN_IN, code: 'auth.account_cannot_sign_in' });
    await halfway.get('/api/user').expect(401);
  });

  it('ends a session of a locked account at once, for good: unlocking does not bring it back', async () => {
    const { member, agent } = await staffWithPasskey();
    // Locked without its sessions being ended (a session opened while the deactivation ran).
    const accounts = t.app.get(StaffAccountsService);
    await accounts.lockPassword(member);
    const user = await agent.get('/api/user').expect(401);
    expect(user.body.message).toBe('Please sign in to continue');
    await accounts.unlockPassword((await t.dataSource.getRepository(User).findOneByOrFail({ id: member.id }))!);
    await agent.get('/api/user').expect(401);
    await agent.get('/api/staff/clients').expect(401);
  });
});

describe('Adding a passkey needs a fresh re-authentication (docs/account-security.md)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    jest.restoreAllMocks();
    await t.reset();
  });

  it('asks for the password before a passkey challenge is issued', async () => {
    const { agent, user } = await signedInAgent(t);
    const missing = await agent.post('/api/account/passkeys/options').expect(400);
    expect(missing.body.errors).toEqual({ password: 'Enter your password' });
    const wrong = await agent.post('/api/account/passkeys/options').send({ password: 'not-my-password' }).expect(400);
    expect(wrong.body).toMatchObject({ statusCode: 400, message: PASSWORD_WRONG, errors: { password: PASSWORD_WRONG } });
    // A response without a challenge issued after the password is refused.
    const key = new SoftAuthenticator();
    const blind = await agent
      .post('/api/account/passkeys')
      .send({ name: 'Stolen', response: key.register({ challenge: 'AAAA', user: { id: 'dXNlcjox' } }) })
      .expect(400);
    expect(blind.body.message).toBe(CEREMONY_EXPIRED);
    expect(await t.dataSource.getRepository(Passkey).count({ where: { userId: user.id } })).toBe(0);

    await addPasskey(agent, {});
    expect(await t.dataSource.getRepository(Passkey).count({ where: { userId: user.id } })).toBe(1);
  });

  it('asks for a current code too when the authenticator is on', async () => {
    const { agent, user } = await signedInAgent(t);
    const clock = holdTotpClock(t, T0);
    const { secret, recoveryCodes } = await enrolTotp(agent, T0);
    clock.set(T0 + 30);
    const noCode = await agent.post('/api/account/passkeys/options').send({ password: DEFAULT_PASSWORD }).expect(400);
    expect(noCode.body).toMatchObject({ message: CODE_NEEDED, errors: { code: CODE_NEEDED } });
    // The code already used at enrolment is spent.
    const reused = await agent
      .post('/api/account/passkeys/options')
      .send({ password: DEFAULT_PASSWORD, code: await totpCode(secret, T0) })
      .expect(400);
    expect(reused.body).toMatchObject({ message: CODE_NOT_VALID, errors: { code: CODE_NOT_VALID } });
    await addPasskey(agent, { code: await totpCode(secret, T0 + 30) });
    // A recovery code does too.
    await addPasskey(agent, { code: recoveryCodes[0] }, 'Phone');
    expect(await t.dataSource.getRepository(Passkey).count({ where: { userId: user.id } })).toBe(2);
  });

  it('lists the passkeys in the reset answer and mail, with one link that removes them all', async () => {
    const { agent, user } = await signedInAgent(t);
    const key = await addPasskey(agent, {}, 'Work laptop');
    await addPasskey(agent, {}, 'Phone');
    await request(t.http).post('/api/password/forgot').send({ identifier: user.email }).expect(202);
    const resetMail = await t.dataSource.getRepository(OutboxMessage).findOneOrFail({
      where: { to: user.email, template: 'password-reset' },
    });
    const token = new URL(/https?:\/\/\S+\/auth\/reset\?token=[\w-]+/.exec(resetMail.text ?? '')![0]).searchParams.get('token');

    const reset = await request(t.http).post('/api/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(200);
    expect(reset.body).toEqual({
      message: 'Your password has been reset. You can now sign in with it.',
      passkeys: [
        { name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
        { name: 'Phone', createdAt: expect.any(String), lastUsedAt: null },
      ],
      removePasskeysToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    const changed = await t.dataSource.getRepository(OutboxMessage).findOneOrFail({
      where: { to: user.email, template: 'password-changed' },
    });
    expect(changed.text).toContain('These passkeys can still sign in to your account without the password: “Work laptop”, “Phone”.');
    // The reset page takes the link too: it offers the same one action.
    const link = /https?:\/\/\S+\/auth\/reset\?removePasskeys=[\w.-]+/.exec(changed.text ?? '')![0];
    expect(new URL(link).searchParams.get('removePasskeys')).toBe(reset.body.removePasskeysToken);

    const bad = await request(t.http).post('/api/password/remove-passkeys').send({ token: 'x.y' }).expect(400);
    expect(bad.body.message).toBe('This link is invalid or has expired.');
    const removed = await request(t.http).post('/api/password/remove-passkeys').send({ token: reset.body.removePasskeysToken }).expect(200);
    expect(removed.body).toEqual({ message: 'All 2 passkeys were removed from your account.', removed: 2 });
    expect(await t.dataSource.getRepository(Passkey).count({ where: { userId: user.id } })).toBe(0);
    expect(await t.dataSource.getRepository(ActivityLog).count({ where: { userId: user.id, action: 'passkeys-removed' } })).toBe(1);
    const activity = await request(t.http)
      .post('/api/login')
      .send({ username: user.username, password: 'a-brand-new-secret' })
      .expect(200)
      .then((res) => res.headers['set-cookie'] as unknown as string[]);
    const shown = await request(t.http).get('/api/account/activity').set('Cookie', activity).expect(200);
    expect(JSON.stringify(shown.body)).toContain('Removed all passkeys (2) after a password reset');
    const { res } = await passkeySignIn(t, key);
    expect(res.status).toBe(401);

    // Without passkeys the answer says so and carries no link.
    await request(t.http).post('/api/password/forgot').send({ identifier: user.username }).expect(202);
    const second = await t.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { to: user.email, template: 'password-reset' }, order: { id: 'DESC' } });
    const token2 = new URL(/https?:\/\/\S+\/auth\/reset\?token=[\w-]+/.exec(second[0].text ?? '')![0]).searchParams.get('token');
    const again = await request(t.http).post('/api/password/reset').send({ token: token2, password: 'another-new-secret' }).expect(200);
    expect(again.body).toEqual({
      message: 'Your password has been reset. You can now sign in with it.',
      passkeys: [],
      removePasskeysToken: null,
    });
  });
});

describe('Concurrent attempts are taken from the budget before the password is checked (docs/security.md)', () => {
  let t: TestApp;
  let verifications: number;

  beforeAll(async () => {
    t = await createTestApp({
      ...STAFF_SUITE_ENV,
      LOGIN_LIMIT_PER_USERNAME: '3',
      LOGIN_DELAY_BASE_SECONDS: '60',
      LOGIN_LIMIT_PER_IP: '1000',
      REAUTH_LIMIT_PER_ACCOUNT: '5',
      TWO_FACTOR_LIMIT_PER_ACCOUNT: '5',
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    jest.restoreAllMocks();
    await t.reset();
    verifications = 0;
    // Every module's PasswordService counts (some keep their own instance).
    const verify = PasswordService.prototype.verify;
    jest.spyOn(PasswordService.prototype, 'verify').mockImplementation(function (this: PasswordService, hash, password, signIn) {
      verifications += 1;
      return verify.call(this, hash, password, signIn);
    });
  });

  it('lets only the free budget of 20 simultaneous wrong passwords for one account reach the hash', async () => {
    const { user } = await signedInAgent(t);
    verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post('/api/login')
          .send({ username: user.username, password: `wrong-${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 3, 429: 17 });
    expect(verifications).toBe(3);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts for this account. Please wait /);
    expect(refused.headers['retry-after']).toBeDefined();
    // The account is now delayed, the right password included.
    await request(t.http).post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(429);
  });

  it('lets only the free budget through when 20 simultaneous wrong passwords alternate username and email address', async () => {
    const { user } = await signedInAgent(t);
    verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post('/api/login')
          .send({ username: i % 2 === 0 ? user.username : user.email.toUpperCase(), password: `wrong-${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 3, 429: 17 });
    expect(verifications).toBe(3);
    await request(t.http).post('/api/login').send({ username: user.email, password: DEFAULT_PASSWORD }).expect(429);
  });

  it('lets only the budget of 20 simultaneous wrong password confirmations reach the hash', async () => {
    const { agent } = await signedInAgent(t);
    verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent.post('/api/user/change-email').send({ newEmail: 'new@example.co.za', password: `wrong-${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 400: 5, 429: 15 });
    expect(verifications).toBe(5);
  });

  it('lets only the budget of 20 simultaneous wrong second-step codes through', async () => {
    const { agent, user } = await signedInAgent(t);
    holdTotpClock(t, T0);
    await enrolTotp(agent, T0);
    const halfway = request.agent(t.http);
    await halfway.post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => halfway.post('/api/login/second-factor').send({ code: String(100000 + i) })),
    );
    // Turning the authenticator on took one attempt of the account's five.
    expect(tally(answers)).toEqual({ 401: 4, 429: 16 });
  });
});

describe('Concurrent wrong passwords from one address stop at the per-IP limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, LOGIN_LIMIT_PER_IP: '5', LOGIN_LIMIT_PER_USERNAME: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers 429 to all but 5 of 12 simultaneous failures, and a correct sign-in gives its attempt back', async () => {
    const { user } = await signedInAgent(t);
    // Correct sign-ins take an attempt while the hash runs and give it back afterwards.
    for (let i = 0; i < 6; i++)
      await request(t.http).post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(t.http)
          .post('/api/login')
          .send({ username: `nobody${i}`, password: 'wrong-password' }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 7 });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe('Too many failed sign-in attempts from your network. Please wait a few minutes and try again.');
    await request(t.http).post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(429);
  });
});

describe('Billing roles: voids and refunds by managers and admins (docs/billing.md)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, BANK_ACCOUNT_NUMBER: '62845190237', BANK_BRANCH_CODE: '250655' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function invoiceOf(agent: Agent, packageType: string): Promise<{ id: number; total: number }> {
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
    return (await buyBySigning(t, agent, service.id)).invoice;
  }

  it('answers 403 to an assigned accountant who voids or refunds, and lets managers and admins', async () => {
    const { agent: client, user } = await signedInAgent(t);
    const { agent: accountant, user: accountantUser } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    const { agent: admin } = await staffAgent(t, 'admin');
    await assign(t, user.businessId, accountantUser.id);
    const first = await invoiceOf(client, 'essential');
    // One main package per business: the second invoice is another assigned client's.
    const { agent: otherClient, user: otherUser } = await signedInAgent(t);
    await assign(t, otherUser.businessId, accountantUser.id);
    const second = await invoiceOf(otherClient, 'standard');

    const refusedVoid = await accountant.post(`/api/staff/invoices/${first.id}/void`).expect(403);
    expect(refusedVoid.body).toEqual({ statusCode: 403, message: 'Your staff role does not allow that' });
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: first.id })).status).toBe('issued');
    // An accountant still confirms an EFT payment of their client.
    await accountant
      .post(`/api/staff/invoices/${second.id}/mark-paid`)
      .send({ reference: 'EFT 1', paidOn: saDate(0) })
      .expect(200);
    const refusedRefund = await accountant
      .post(`/api/staff/invoices/${second.id}/refund`)
      .send({ reason: 'Charged twice', amount: 10 })
      .expect(403);
    expect(refusedRefund.body.message).toBe('Your staff role does not allow that');
    expect(await activityRows(t, 'staff.invoice.refund')).toHaveLength(0);

    await manager.post(`/api/staff/invoices/${first.id}/void`).expect(200);
    await admin.post(`/api/staff/invoices/${second.id}/refund`).send({ reason: 'Charged twice', amount: 10 }).expect(200);
    expect(await activityRows(t, 'staff.invoice.void')).toHaveLength(1);
    expect(await activityRows(t, 'staff.invoice.refund')).toHaveLength(1);
  });
});

describe('Message ids a client sees reveal no internal notes (docs/messages.md)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('numbers the messages of a conversation 1, 2, 3… for the client, whatever notes sit between them', async () => {
    const { agent: client } = await signedInAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const started = await client.post('/api/conversations').send({ subject: 'VAT return', body: 'Is my VAT return filed?' }).expect(201);
    const id = started.body.id as number;
    await manager.post(`/api/staff/conversations/${id}/messages`).send({ body: 'Checking with SARS', internal: true }).expect(201);
    await manager.post(`/api/staff/conversations/${id}/messages`).send({ body: 'Note two', internal: true }).expect(201);
    await manager.post(`/api/staff/conversations/${id}/messages`).send({ body: 'Yes, filed on Monday.' }).expect(201);
    const reply = await client.post(`/api/conversations/${id}/messages`).send({ body: 'Thank you!' }).expect(201);
    expect(reply.body.id).toBe(3);

    const detail = await client.get(`/api/conversations/${id}`).expect(200);
    expect(detail.body.messages.map((m: { id: number; body: string }) => [m.id, m.body])).toEqual([
      [1, 'Is my VAT return filed?'],
      [2, 'Yes, filed on Monday.'],
      [3, 'Thank you!'],
    ]);
    // Staff keep the real ids, notes included.
    const staffView = await manager.get(`/api/staff/conversations/${id}`).expect(200);
    const staffIds = staffView.body.messages.map((m: { id: number }) => m.id);
    expect(staffIds).toHaveLength(5);
    expect(staffIds[4] - staffIds[0]).toBe(4);
  });
});
