import request from 'supertest';
import { UserTwoFactor } from '../src/account-security/two-factor.entity';
import { RecoveryCode } from '../src/account-security/recovery-code.entity';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { createApp } from '../src/app.setup';
import { PasswordService } from '../src/users/password.service';
import { SessionRecord } from '../src/session/session-record.entity';
import { StaffAccountsService } from '../src/users/staff-accounts.service';
import { Agent, staffAgent, STAFF_SUITE_ENV } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';
import { SoftAuthenticator } from './support/soft-authenticator';
import { enrolTotp, holdTotpClock, totpCode } from './support/two-factor';

const CODE_NOT_VALID = 'That code is not valid. Codes can be used once; wait for the next one and try again.';
const SETUP_REQUIRED = 'Staff accounts must set up two-factor sign-in before continuing';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** A fixed moment at the start of a 30-second step, so "the next step" is exactly +30 s. */
const T0 = 1_790_000_010;

/** Subjects of the mail queued to this address, oldest first. */
/** The two-factor and passkey notices queued for an address (sign-up and new-device mails are the mail feature's). */
async function mailTo(t: TestApp, email: string): Promise<Array<{ subject: string; text: string | null; template: string }>> {
  return t.dataSource.getRepository(OutboxMessage).find({
    where: { to: email, template: 'security-notice' },
    order: { id: 'ASC' },
    select: { subject: true, text: true, template: true },
  });
}

function cookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no session cookie set');
  return sid.split(';')[0];
}

/** Signs in with the password; the session is then half signed in when 2FA is on. */
async function passwordStep(t: TestApp, username: string, userAgent = WINDOWS_CHROME): Promise<{ agent: Agent; res: request.Response }> {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/login').set('User-Agent', userAgent).send({ username, password: DEFAULT_PASSWORD }).expect(200);
  return { agent, res };
}

describe('Account security: two-factor sign-in, staff enforcement, signed-in devices', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, TWO_FACTOR_LIMIT_PER_ACCOUNT: '8' });
  });
  let second: Awaited<ReturnType<typeof createApp>> | undefined;
  afterAll(async () => {
    await second?.close();
    await t.close();
  });
  beforeEach(async () => {
    jest.restoreAllMocks();
    await t.reset();
  });

  describe('authenticator app (TOTP)', () => {
    it('sets up with a QR code and the secret, confirms with one code, and stores only encrypted secrets and hashed recovery codes', async () => {
      const clock = holdTotpClock(t, T0);
      const { agent, user } = await signedInAgent(t);
      expect((await agent.get('/api/account/2fa').expect(200)).body).toEqual({
        totpEnabled: false,
        enabledAt: null,
        recoveryCodesRemaining: 0,
        required: false,
        passkeys: 0,
      });

      const setup = await agent.post('/api/account/2fa/totp/setup').expect(200);
      expect(setup.headers['cache-control']).toBe('private, no-store');
      const { secret, otpauthUrl, qrSvg } = setup.body as { secret: string; otpauthUrl: string; qrSvg: string };
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      expect(otpauthUrl).toContain('issuer=Table%20Bay%20Accounting');
      expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

      // Nothing is on until a code confirms the secret.
      await passwordStep(t, user.username).then(({ res }) => expect(res.body.username).toBe(user.username));
      const wrong = await agent.post('/api/account/2fa/totp/enable').send({ code: '000000' }).expect(400);
      expect(wrong.body).toEqual({ statusCode: 400, message: CODE_NOT_VALID, code: 'two_factor.code_not_valid' });
      const badShape = await agent.post('/api/account/2fa/totp/enable').send({ code: '12345a' }).expect(400);
      expect(badShape.body.errors).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });

      const enabled = await agent
        .post('/api/account/2fa/totp/enable')
        .send({ code: await totpCode(secret, clock.now()) })
        .expect(200);
      const codes = enabled.body.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
      expect(new Set(codes).size).toBe(10);

      const row = await t.dataSource.getRepository(UserTwoFactor).findOneByOrFail({ userId: user.id });
      expect(row.totpSecret).toMatch(/^v1\./);
      expect(row.totpSecret).not.toContain(secret);
      expect(row.pendingSecret).toBeNull();
      const stored = await t.dataSource.getRepository(RecoveryCode).findBy({ userId: user.id });
      expect(stored).toHaveLength(10);
      const storedText = JSON.stringify(stored);
      for (const c of codes) expect(storedText).not.toContain(c.replace('-', ''));

      const status = await agent.get('/api/account/2fa').expect(200);
      expect(status.body).toMatchObject({ totpEnabled: true, recoveryCodesRemaining: 10, required: false });
      await agent.post('/api/account/2fa/totp/setup').expect(409);
      expect((await t.dataSource.getRepository(ActivityLog).findBy({ userId: user.id, action: 'two-factor-enabled' })).length).toBe(1);
      const mail = await mailTo(t, user.email);
      expect(mail.map((m) => [m.template, m.subject])).toEqual([['security-notice', 'Two-factor sign-in is now on']]);
      expect(mail[0].text).toContain('Two-factor sign-in with an authenticator app was turned on for your Table Bay Accounting account');
      expect(mail[0].text).not.toContain(secret);
    });

    it('holds a password-only sign-in half way: it reaches nothing but the second step, and a code is refused when reused', async () => {
      const clock = holdTotpClock(t, T0);
      const { agent: owner, user } = await signedInAgent(t);
      const { secret } = await enrolTotp(owner, clock.now());

      const { agent, res } = await passwordStep(t, user.username);
      expect(res.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery-code'] });
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).not.toContain('signed_in=1');
      const halfCookie = cookieOf(res);

      // Nothing else answers for this session.
      for (const path of [
        '/api/user',
        '/api/account/2fa',
        '/api/account/sessions',
        '/api/documents',
        '/api/employees',
        '/api/staff/clients',
      ]) {
        const r = await agent.get(path);
        expect([path, r.status]).toEqual([path, 401]);
      }
      await agent.post('/api/account/2fa/totp/setup').expect(401);
      await agent.patch('/api/user').send({ firstName: 'Mallory' }).expect(401);
      const half = await t.dataSource.getRepository(SessionRecord).find();
      expect(half.filter((s) => s.userId === user.id)).toHaveLength(1); // only the owner's full session

      // The code used to switch it on (same time step) is refused: no reuse.
      const reused = await agent
        .post('/api/login/second-factor')
        .send({ code: await totpCode(secret, clock.now()) })
        .expect(401);
      expect(reused.body).toEqual({ statusCode: 401, message: CODE_NOT_VALID });
      // A code from two steps ago is outside the window.
      clock.set(T0 + 90);
      await agent
        .post('/api/login/second-factor')
        .send({ code: await totpCode(secret, T0 + 30) })
        .expect(401);
      // Both fields, or neither, is refused.
      await agent.post('/api/login/second-factor').send({}).expect(401);

      const ok = await agent
        .post('/api/login/second-factor')
        .send({ code: await totpCode(secret, clock.now()) })
        .expect(200);
      expect(ok.body).toMatchObject({ id: user.id, username: user.username });
      expect(cookieOf(ok)).not.toBe(halfCookie); // a new session id once fully signed in
      await agent.get('/api/user').expect(200);

      // The same code again, on a fresh password step, is refused; the next step's code works.
      const again = await passwordStep(t, user.username);
      await again.agent
        .post('/api/login/second-factor')
        .send({ code: await totpCode(secret, clock.now()) })
        .expect(401);
      clock.set(T0 + 120);
      await again.agent
        .post('/api/login/second-factor')
        .send({ code: await totpCode(secret, T0 + 120) })
        .expect(200);

      const logins = await t.dataSource.getRepository(ActivityLog).findBy({ userId: user.id, action: 'login' });
      expect(logins.map((l) => l.details)).toEqual([{ method: 'totp' }, { method: 'totp' }]);
    });

    it('accepts each recovery code once, and says how many are left', async () => {
      holdTotpClock(t, T0);
      const { agent: owner, user } = await signedInAgent(t);
      const { recoveryCodes } = await enrolTotp(owner, T0);

      const first = await passwordStep(t, user.username);
      // Typed in lower case without the dash still matches.
      await first.agent
        .post('/api/login/second-factor')
        .send({ recoveryCode: recoveryCodes[3].toLowerCase().replace('-', '') })
        .expect(200);
      await first.agent.get('/api/user').expect(200);

      const second = await passwordStep(t, user.username);
      const spent = await second.agent.post('/api/login/second-factor').send({ recoveryCode: recoveryCodes[3] }).expect(401);
      expect(spent.body.message).toBe(CODE_NOT_VALID);
      await second.agent.get('/api/user').expect(401);

      expect((await owner.get('/api/account/2fa').expect(200)).body.recoveryCodesRemaining).toBe(9);
      const used = await t.dataSource.getRepository(ActivityLog).findBy({ userId: user.id, action: 'recovery-code-used' });
      expect(used).toHaveLength(1);
      const mail = await mailTo(t, user.email);
      expect(mail.map((m) => m.subject)).toEqual(['Two-factor sign-in is now on', 'A recovery code was used to sign in']);
      expect(mail[1].text).toContain('You have 9 unused recovery codes left.');
    });

    it('turns off only with the password and a code', async () => {
      const clock = holdTotpClock(t, T0);
      const { agent, user } = await signedInAgent(t);
      const { secret } = await enrolTotp(agent, T0);
      clock.set(T0 + 30);
      const code = await totpCode(secret, T0 + 30);

      const badPassword = await agent.post('/api/account/2fa/totp/disable').send({ password: 'not-my-password', code }).expect(400);
      expect(badPassword.body.message).toBe('Your password is not correct');
      await agent.post('/api/account/2fa/totp/disable').send({ password: DEFAULT_PASSWORD, code: '999999' }).expect(400);
      const missing = await agent.post('/api/account/2fa/totp/disable').send({}).expect(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['code', 'password']);

      await agent.post('/api/account/2fa/totp/disable').send({ password: DEFAULT_PASSWORD, code }).expect(200);
      expect((await mailTo(t, user.email)).map((m) => m.subject)).toEqual([
        'Two-factor sign-in is now on',
        'Two-factor sign-in was turned off',
      ]);
      expect(await t.dataSource.getRepository(UserTwoFactor).countBy({ userId: user.id })).toBe(0);
      expect(await t.dataSource.getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
      const { res } = await passwordStep(t, user.username);
      expect(res.body.username).toBe(user.username);
      await agent.post('/api/account/2fa/totp/disable').send({ password: DEFAULT_PASSWORD, code }).expect(400);
    });

    it('limits second-step attempts per account, whatever the session', async () => {
      holdTotpClock(t, T0);
      const { agent: owner, user } = await signedInAgent(t);
      await enrolTotp(owner, T0);
      let last: request.Response | undefined;
      for (let i = 0; i < 9; i += 1) {
        // A new half-signed-in session each time: the count follows the account, not the session.
        const { agent } = await passwordStep(t, user.username);
        last = await agent.post('/api/login/second-factor').send({ code: '000000' });
      }
      expect(last!.status).toBe(429);
      expect(last!.body).toEqual({
        statusCode: 429,
        message: 'Too many codes tried for this account. Please wait a few minutes and try again.',
      });
    });
  });

  describe('passkeys', () => {
    /** Adding one asks for the password again, and a code when the authenticator is on. */
    async function addPasskey(agent: Agent, name = 'Work laptop', code?: string): Promise<{ key: SoftAuthenticator; id: number }> {
      const key = new SoftAuthenticator();
      const options = await agent.post('/api/account/passkeys/options').send({ password: DEFAULT_PASSWORD, code }).expect(200);
      expect(options.body).toMatchObject({ rp: { id: 'localhost', name: 'Table Bay Accounting' }, attestation: 'none' });
      const added = await agent
        .post('/api/account/passkeys')
        .send({ name, response: key.register(options.body) })
        .expect(201);
      return { key, id: added.body.id as number };
    }

    it('registers passkeys, lists, names and removes them, only your own', async () => {
      const { agent, user } = await signedInAgent(t);
      const { key, id } = await addPasskey(agent);
      const list = await agent.get('/api/account/passkeys').expect(200);
      expect(list.body).toEqual([{ id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);

      // The challenge is spent: the same response cannot be sent again.
      const options = await agent.post('/api/account/passkeys/options').send({ password: DEFAULT_PASSWORD }).expect(200);
      expect(options.body.excludeCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
      const replay = await agent
        .post('/api/account/passkeys')
        .send({ name: 'Again', response: key.register(options.body) })
        .expect(400);
      expect(replay.body.message).toBe('That passkey is already added to your account');
      const noCeremony = await agent
        .post('/api/account/passkeys')
        .send({ name: 'Again', response: key.register(options.body) })
        .expect(400);
      expect(noCeremony.body.message).toBe('That passkey request has expired. Please try again.');
      const unnamed = await agent.post('/api/account/passkeys').send({ name: '', response: {} }).expect(400);
      expect(unnamed.body.errors).toEqual({ name: 'Give the passkey a name' });

      const { agent: stranger } = await signedInAgent(t);
      expect((await stranger.delete(`/api/account/passkeys/${id}`).expect(404)).body.message).toBe('Passkey not found');
      expect((await stranger.get('/api/account/passkeys').expect(200)).body).toEqual([]);
      await agent.delete(`/api/account/passkeys/${id}`).expect(200);
      expect((await agent.get('/api/account/passkeys').expect(200)).body).toEqual([]);
      const actions = (await t.dataSource.getRepository(ActivityLog).findBy({ userId: user.id })).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(['passkey-added', 'passkey-removed']));
      const mail = await mailTo(t, user.email);
      expect(mail.map((m) => m.subject)).toEqual(['A passkey was added to your account']);
      expect(mail[0].text).toContain('A passkey named “Work laptop” was added');
    });

    it('signs in without a password, needing user verification, and refuses a replayed or foreign assertion', async () => {
      const { agent: owner, user } = await signedInAgent(t);
      const { key } = await addPasskey(owner);

      const agent = request.agent(t.http);
      const options = await agent.post('/api/login/passkey/options').expect(200);
      expect(options.body).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
      const assertion = key.assert(options.body);
      const signedIn = await agent.post('/api/login/passkey').send({ response: assertion }).expect(200);
      expect(signedIn.body).toMatchObject({ id: user.id, username: user.username });
      await agent.get('/api/user').expect(200);
      const mine = (await agent.get('/api/account/sessions').expect(200)).body.find((s: { current: boolean }) => s.current);
      expect(mine.method).toBe('passkey');
      expect((await owner.get('/api/account/passkeys').expect(200)).body[0].lastUsedAt).not.toBeNull();

      // Replayed: the challenge was spent.
      const replay = await request(t.http).post('/api/login/passkey').send({ response: assertion }).expect(400);
      expect(replay.body.message).toBe('That passkey request has expired. Please try again.');
      // Presence without verification is not enough for a password-less sign-in.
      const other = request.agent(t.http);
      const opts2 = await other.post('/api/login/passkey/options').expect(200);
      const unverified = await other
        .post('/api/login/passkey')
        .send({ response: key.assert(opts2.body, { userVerified: false }) })
        .expect(401);
      expect(unverified.body.message).toBe('The passkey could not be verified. Please try again.');
      // A passkey nobody registered.
      const opts3 = await other.post('/api/login/passkey/options').expect(200);
      await other
        .post('/api/login/passkey')
        .send({ response: new SoftAuthenticator().assert(opts3.body) })
        .expect(401);
      await other.get('/api/user').expect(401);
    });

    it("serves as the second factor, for that account's passkeys only", async () => {
      const clock = holdTotpClock(t, T0);
      const { agent: owner, user } = await signedInAgent(t);
      const { secret } = await enrolTotp(owner, T0);
      clock.set(T0 + 30);
      const { key } = await addPasskey(owner, 'Work laptop', await totpCode(secret, T0 + 30));
      const { agent: strangerAgent } = await signedInAgent(t);
      const { key: strangerKey } = await addPasskey(strangerAgent);

      const { agent, res } = await passwordStep(t, user.username);
      expect(res.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery-code', 'passkey'] });
      const options = await agent.post('/api/login/passkey/options').expect(200);
      expect(options.body.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
      await agent
        .post('/api/login/passkey')
        .send({ response: strangerKey.assert(options.body) })
        .expect(401);
      await agent.get('/api/user').expect(401);

      const again = await agent.post('/api/login/passkey/options').expect(200);
      const ok = await agent
        .post('/api/login/passkey')
        .send({ response: key.assert(again.body) })
        .expect(200);
      expect(ok.body.id).toBe(user.id);
      await agent.get('/api/user').expect(200);
    });
  });

  describe('staff', () => {
    it('sends a staff member without 2FA through set-up before any staff route answers', async () => {
      const passwords = t.app.get(PasswordService);
      const fields = registrationFields();
      const staff = await t.app.get(StaffAccountsService).create((p) => passwords.hash(p), {
        username: fields.username as string,
        email: fields.email as string,
        password: DEFAULT_PASSWORD,
        role: 'accountant',
        firstName: 'Sipho',
        lastName: 'Dube',
      });
      const agent = request.agent(t.http);
      await agent.post('/api/login').send({ username: staff.username, password: DEFAULT_PASSWORD }).expect(200);
      for (const path of ['/api/staff/clients', '/api/staff/documents', '/api/account/sessions', '/api/documents']) {
        const r = await agent.get(path);
        expect([path, r.status, r.body.message]).toEqual([path, 403, SETUP_REQUIRED]);
      }
      await agent.get('/api/user').expect(200);
      expect((await agent.get('/api/account/2fa').expect(200)).body).toMatchObject({ required: true, totpEnabled: false });

      const { secret } = await enrolTotp(agent);
      await agent.get('/api/staff/clients').expect(200);
      const refuse = await agent.post('/api/account/2fa/totp/disable').send({ password: DEFAULT_PASSWORD, code: await totpCode(secret) });
      expect([refuse.status, refuse.body.message]).toEqual([403, 'Staff accounts must keep two-factor sign-in on']);
    });

    it("lets an admin reset a staff member's 2FA: their sessions end, set-up is due again, and the log says who did it", async () => {
      const { agent: admin, user: adminUser } = await staffAgent(t, 'admin');
      const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
      const { user: client } = await signedInAgent(t);

      await accountant.post(`/api/staff/team/${adminUser.id}/two-factor/reset`).expect(403);
      await admin.post(`/api/staff/team/${client.id}/two-factor/reset`).expect(404);
      const own = await admin.post(`/api/staff/team/${adminUser.id}/two-factor/reset`).expect(403);
      expect(own.body.message).toBe('Another admin must reset your own two-factor sign-in');
      const twoFactorOf = async (id: number) =>
        ((await admin.get('/api/staff/team').expect(200)).body as Array<{ id: number; twoFactorEnabled: boolean }>).find((m) => m.id === id)
          ?.twoFactorEnabled;
      expect(await twoFactorOf(acc.id)).toBe(true);
      const reset = await admin.post(`/api/staff/team/${acc.id}/two-factor/reset`).expect(200);
      // The Team screen shows it is due again.
      expect(await twoFactorOf(acc.id)).toBe(false);
      expect(reset.body.message).toBe('Two-factor sign-in was reset. They will set it up again at their next sign-in.');

      await accountant.get('/api/staff/clients').expect(401);
      const again = request.agent(t.http);
      const login = await again.post('/api/login').send({ username: acc.username, password: DEFAULT_PASSWORD }).expect(200);
      expect(login.body.username).toBe(acc.username);
      expect((await again.get('/api/staff/clients').expect(403)).body.message).toBe(SETUP_REQUIRED);

      const logs = await t.dataSource.getRepository(ActivityLog).findBy({ action: 'staff.member.two-factor-reset' });
      expect(logs.map((l) => [l.userId, l.details])).toEqual([[adminUser.id, { staffId: acc.id, username: acc.username }]]);
    });
  });

  describe('signed-in devices', () => {
    it('lists every session with browser, system, IP and times, marks this one, and never shows a session id', async () => {
      const { agent: laptop, user } = await signedInAgent(t);
      const phone = await passwordStep(t, user.username, IPHONE_SAFARI);
      const phoneSid = decodeURIComponent(cookieOf(phone.res).slice(4)).replace(/^s:/, '').split('.')[0];

      const list = await laptop.get('/api/account/sessions').expect(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.body).toHaveLength(2);
      const [mine, other] = list.body as Array<Record<string, unknown>>;
      expect(mine).toMatchObject({ current: true, method: 'registration' });
      expect(other).toMatchObject({ current: false, browser: 'Safari 18', os: 'iOS', deviceType: 'mobile', method: 'password' });
      expect(other.ip).toMatch(/127\.0\.0\.1/);
      expect(new Date(other.signedInAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(other.lastActiveAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(JSON.stringify(list.body)).not.toContain(phoneSid);
      expect(other.handle).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const fromPhone = await phone.agent.get('/api/account/sessions').expect(200);
      expect(fromPhone.body.find((s: { current: boolean }) => s.current)).toMatchObject({ browser: 'Safari 18', handle: other.handle });
    });

    it('revokes one session at once on every instance, refuses the current one, and keeps to your own sessions', async () => {
      // A second instance of the app on the same database, as behind a load balancer. It stays
      // open to the end of the suite: passport's strategies are process-wide, and the last app
      // started owns "local".
      second = await createApp();
      {
        const { agent: laptop, user } = await signedInAgent(t);
        const phone = await passwordStep(t, user.username, IPHONE_SAFARI);
        const phoneCookie = cookieOf(phone.res);
        await request(second.getHttpServer()).get('/api/user').set('Cookie', phoneCookie).expect(200);

        const list = (await laptop.get('/api/account/sessions').expect(200)).body as Array<{ handle: string; current: boolean }>;
        const phoneHandle = list.find((s) => !s.current)!.handle;
        const currentHandle = list.find((s) => s.current)!.handle;

        const { agent: stranger } = await signedInAgent(t);
        const notYours = await stranger.delete(`/api/account/sessions/${phoneHandle}`).expect(404);
        expect(notYours.body).toEqual({ statusCode: 404, message: 'Session not found', code: 'device_session.not_found' });
        expect((await stranger.get('/api/account/sessions').expect(200)).body).toHaveLength(1);

        const self = await laptop.delete(`/api/account/sessions/${currentHandle}`).expect(400);
        expect(self.body.message).toBe('This is the session you are using: sign out instead');

        await laptop.delete(`/api/account/sessions/${phoneHandle}`).expect(200);
        await request(second.getHttpServer()).get('/api/user').set('Cookie', phoneCookie).expect(401);
        await phone.agent.get('/api/user').expect(401);
        await laptop.get('/api/user').expect(200);
        await laptop.delete(`/api/account/sessions/${phoneHandle}`).expect(404);
      }
    });

    it('signs out every other session and keeps this one', async () => {
      const { agent: laptop, user } = await signedInAgent(t);
      const a = await passwordStep(t, user.username);
      const b = await passwordStep(t, user.username, IPHONE_SAFARI);
      const { agent: stranger } = await signedInAgent(t);

      const res = await laptop.post('/api/account/sessions/revoke-others').expect(200);
      expect(res.body).toEqual({ revoked: 2 });
      await a.agent.get('/api/user').expect(401);
      await b.agent.get('/api/user').expect(401);
      await laptop.get('/api/user').expect(200);
      await stranger.get('/api/user').expect(200);
      expect((await laptop.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
      await request(t.http).get('/api/account/sessions').expect(401);
    });
  });
});

describe('Account security: second-step limits per network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, TWO_FACTOR_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('bounds passkey challenges per network (each one is a new session row) at twice the code budget', async () => {
    for (let i = 0; i < 6; i += 1) await request(t.http).post('/api/login/passkey/options').expect(200);
    const refused = await request(t.http).post('/api/login/passkey/options').expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many passkey sign-in attempts from your network. Please wait a few minutes and try again.',
    });
  });

  it('bounds passkey and code attempts per network, whatever the account', async () => {
    for (let i = 0; i < 3; i += 1) await request(t.http).post('/api/login/passkey').send({ response: {} }).expect(400);
    const refused = await request(t.http).post('/api/login/second-factor').send({ code: '000000' }).expect(429);
    expect(refused.body.message).toBe('Too many codes tried from your network. Please wait a few minutes and try again.');
  });
});
