import request from 'supertest';
import { COMMON_PASSWORD_COUNT, PASSWORD_MESSAGES } from '../src/users/password-policy';
import { User } from '../src/users/user.entity';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';

function sid(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('sid='))?.split(';')[0];
}

/** Re-authentication is limited, asked for on deletion, and renews the session. */
describe('Re-authentication limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REAUTH_LIMIT_PER_ACCOUNT: '3', REAUTH_LIMIT_PER_IP: '5' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('limits password confirmations per account across change-password, change-email and delete', async () => {
    const { agent } = await signedInAgent(t);
    await agent.post('/api/user/change-password').send({ currentPassword: 'guess-1-guess', newPassword: 'a-new-pass-phrase' }).expect(400);
    await agent.post('/api/user/change-email').send({ newEmail: 'x@example.co.za', password: 'guess-2-guess' }).expect(400);
    await agent.delete('/api/user').send({ password: 'guess-3-guess' }).expect(400);
    const res = await agent
      .post('/api/user/change-password')
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'a-new-pass-phrase' })
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many password confirmations for this account. Please wait a few minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // change-email (item 10) is limited by the same budget: no more probing which addresses exist.
    await agent.post('/api/user/change-email').send({ newEmail: 'y@example.co.za', password: DEFAULT_PASSWORD }).expect(429);
  });

  it('limits password confirmations per IP across accounts', async () => {
    const one = await signedInAgent(t);
    const two = await signedInAgent(t);
    for (let i = 0; i < 3; i++)
      await one.agent.post('/api/user/change-email').send({ newEmail: 'a@example.co.za', password: `bad-${i}-x` });
    for (let i = 0; i < 2; i++)
      await two.agent.post('/api/user/change-email').send({ newEmail: 'b@example.co.za', password: `bad-${i}-x` });
    const res = await two.agent
      .post('/api/user/change-email')
      .send({ newEmail: 'b@example.co.za', password: DEFAULT_PASSWORD })
      .expect(429);
    expect(res.body.message).toBe('Too many password confirmations from your network. Please wait a few minutes and try again.');
  });

  it('asks for the password before deleting the account', async () => {
    const { agent, user } = await signedInAgent(t);
    const missing = await agent.delete('/api/user').expect(400);
    expect(missing.body.errors).toEqual({ password: 'Password is required to verify your identity' });
    const wrong = await agent.delete('/api/user').send({ password: 'not-my-password' }).expect(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      message: 'Password is incorrect',
      code: 'account.password_wrong',
      errors: { password: 'Password is incorrect' },
    });
    expect(await t.dataSource.getRepository(User).findOneBy({ id: user.id })).not.toBeNull();
    await agent.get('/api/user').expect(200);
  });

  it('gives the current session a new id after a password change', async () => {
    const fields = registrationFields();
    const reg = await request(t.http).post('/api/register').send(fields).expect(201);
    const before = sid(reg)!;
    const res = await request(t.http)
      .post('/api/user/change-password')
      .set('Cookie', before)
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'a-new-pass-phrase' })
      .expect(200);
    const after = sid(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await request(t.http).get('/api/user').set('Cookie', before).expect(401);
    const me = await request(t.http).get('/api/user').set('Cookie', after!).expect(200);
    expect(me.body.username).toBe(fields.username);
  });
});

/** One password rule, with the same messages on every form that sets a password. */
describe('Password rule', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('ships a list of at least 10,000 common and breached passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  const cases: Array<[string, (f: Record<string, unknown>) => string, string]> = [
    ['a common password', () => 'password1', PASSWORD_MESSAGES.common],
    ['a common password in other case', () => 'IloveYou1', PASSWORD_MESSAGES.common],
    ['the username', (f) => `${String(f.username)}!2024`, PASSWORD_MESSAGES.personal],
    ['the email name', (f) => `My-${String(f.email).split('@')[0].toUpperCase()}-key`, PASSWORD_MESSAGES.personal],
    ['129 characters', () => 'x'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['7 characters', () => 'x7y8z9q', PASSWORD_MESSAGES.tooShort],
  ];

  it.each(cases)('refuses %s at registration', async (_label, password, message) => {
    const fields = registrationFields();
    const res = await request(t.http)
      .post('/api/register')
      .send({ ...fields, password: password(fields) })
      .expect(400);
    expect(res.body.errors).toEqual({ password: message });
  });

  it.each(cases)('refuses %s on change-password with the same message', async (_label, password, message) => {
    const { agent, user } = await signedInAgent(t);
    const res = await agent
      .post('/api/user/change-password')
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: password(user as unknown as Record<string, unknown>) })
      .expect(400);
    expect(res.body.errors).toEqual({ newPassword: message });
  });

  it('accepts a long, uncommon pass phrase of up to 128 characters, spaces and all', async () => {
    const phrase = 'tafelberg mist over the city bowl, '.repeat(4).slice(0, 128);
    const fields = registrationFields({ password: phrase });
    await request(t.http).post('/api/register').send(fields).expect(201);
    await request(t.http).post('/api/login').send({ username: fields.username, password: phrase }).expect(200);
  });
});
