import request from 'supertest';
import { DomainEventMap, DomainEvents } from '../src/common/events/domain-events';
import { MailService } from '../src/mail/mail.service';
import { ContactSubmission } from '../src/waitlist/contact-submission.entity';
import { WaitlistSubmission } from '../src/waitlist/waitlist-submission.entity';
import { createTestApp, TestApp } from './support/test-app';
import { enquiryChallenge, solved } from './support/enquiry-challenge';
import { EnquiryChallengeService } from '../src/waitlist/enquiry-challenge.service';
import { OutboxMessage } from '../src/mail/outbox-message.entity';

const THANKS = "Thank you for contacting us! We'll be in touch soon.";

const homeForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Thandi Nkosi',
  email: 'Thandi@Example.co.za',
  phone: '+27 82 555 0101',
  business: 'Nkosi Catering',
  interest: 'standard',
  message: 'We need help with VAT.',
  terms: true,
  captcha: '7',
  ...overrides,
});

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pieter Botha',
  email: 'pieter@example.co.za',
  phone: '',
  business: '',
  interest: 'general',
  message: 'Please call me about payroll for six staff.',
  acceptTerms: true,
  captcha: '12',
  services: 'general',
  ...overrides,
});

describe('POST /api/waitlist (enquiries)', () => {
  let t: TestApp;
  const received: Array<DomainEventMap['enquiry.received']> = [];

  beforeAll(async () => {
    // Every attempt counts toward the hourly limit, valid or not; this suite sends many.
    // No delivery worker: the tests read the outbox rows as the request wrote them (pending), not as
    // a worker racing the assertions has moved them on (sending, sent).
    t = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: '1000', MAIL_WORKER: 'false' });
    t.app.get(DomainEvents).on('enquiry.received', (e) => received.push(e));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    received.length = 0;
  });

  const rows = () => t.dataSource.getRepository(WaitlistSubmission).find({ order: { id: 'ASC' } });

  it('takes the home form, stores it without terms or captcha, and replies with the toast message', async () => {
    const res = await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, homeForm()))
      .expect(201);
    expect(res.body).toEqual({ message: THANKS });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '+27 82 555 0101',
      business: 'Nkosi Catering',
      interest: 'standard',
      message: 'We need help with VAT.',
      isContacted: false,
    });
    expect(row).not.toHaveProperty('terms');
    expect(row).not.toHaveProperty('captcha');
    await new Promise((r) => setImmediate(r));
    expect(received).toEqual([{ kind: 'waitlist', id: row.id, name: 'Thandi Nkosi', email: 'thandi@example.co.za' }]);
  });

  it("writes the visitor's acknowledgement and the firm's notice to the outbox in one statement", async () => {
    const sql = await statementsOfOneEnquiry();
    expect(sql.filter((q) => /^INSERT INTO\s+[`"]?mail_outbox/i.test(q))).toHaveLength(1);
    const mails = (await t.dataSource.query('SELECT `to`, template, status FROM mail_outbox ORDER BY id')) as Array<Record<string, string>>;
    expect(mails).toEqual([
      { to: 'thandi@example.co.za', template: 'enquiry-acknowledgement', status: 'pending' },
      { to: t.app.get(MailService).firmInbox, template: 'enquiry-firm-notice', status: 'pending' },
    ]);
  });

  it('stores the used question, the enquiry and both mails in one transaction, reads nothing back, and notifies the staff in one INSERT', async () => {
    const sql = await statementsOfOneEnquiry();
    const isBegin = (q: string) => /^(BEGIN|START TRANSACTION)/i.test(q);
    expect(sql.filter(isBegin)).toHaveLength(1);
    const begin = sql.findIndex(isBegin);
    const commit = sql.findIndex((q, i) => i > begin && /^COMMIT/i.test(q));
    const table = (q: string) => /^INSERT INTO\s+[`"]?(\w+)/i.exec(q)?.[1] ?? q;
    expect(sql.slice(begin + 1, commit).map(table)).toEqual(['enquiry_challenges', 'waitlist_submissions', 'mail_outbox']);
    expect(sql.slice(commit + 1).map(table)).toEqual(['admin_notifications']);
  });

  it('sends the same SQL text for every enquiry, so each statement is prepared once', async () => {
    const first = await statementsOfOneEnquiry();
    // The outbox rows carry the time in milliseconds: a later enquiry has another one.
    await new Promise((r) => setTimeout(r, 5));
    const second = await statementsOfOneEnquiry();
    // The INSERTs carry the values (the counter's second hit on MariaDB also reads its window).
    const inserts = (sql: string[]) => sql.filter((q) => /^INSERT/i.test(q));
    expect(inserts(second)).toHaveLength(5);
    expect(inserts(second)).toEqual(inserts(first));
  });

  /** The statements one home-form enquiry sends, trimmed, the staff notice written after the commit included. */
  async function statementsOfOneEnquiry(): Promise<string[]> {
    const body = await solved(t, homeForm());
    const logged = jest.spyOn(t.dataSource.logger, 'logQuery');
    try {
      await request(t.http).post('/api/waitlist').send(body).expect(201);
      await new Promise((r) => setImmediate(r));
      return logged.mock.calls.map(([q]) => q.trim());
    } finally {
      logged.mockRestore();
    }
  }

  it('takes the home form with only the required fields; blanks are stored as null', async () => {
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, { name: 'Jo', email: 'jo@example.com', phone: '', business: '', interest: '', message: '', terms: true }))
      .expect(201);
    expect((await rows())[0]).toMatchObject({ phone: null, business: null, interest: null, message: null });
    // The answer may come as a number.
    const c = await enquiryChallenge(t.http);
    await request(t.http)
      .post('/api/waitlist')
      .send({ name: 'Jo', email: 'jo@example.com', terms: true, captcha: c.a + c.b, captchaToken: c.token })
      .expect(201);
  });

  it('takes the contact form as a contact message (not the waitlist); services is the interest again', async () => {
    const contacts = () => t.dataSource.getRepository(ContactSubmission).find({ order: { id: 'ASC' } });
    const res = await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, contactForm()))
      .expect(201);
    expect(res.body).toEqual({ message: THANKS });
    expect(await rows()).toEqual([]);
    const [first] = await contacts();
    expect(first).toMatchObject({
      name: 'Pieter Botha',
      email: 'pieter@example.co.za',
      phone: null,
      subject: 'General enquiry',
      message: 'Please call me about payroll for six staff.',
      isRead: false,
    });
    expect(received).toEqual([{ kind: 'contact', id: first.id, name: 'Pieter Botha', email: 'pieter@example.co.za' }]);
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, contactForm({ interest: '', services: 'elite', business: 'Botha Bakery' })))
      .expect(201);
    expect((await contacts())[1].subject).toBe('Elite package: Botha Bakery');
  });

  it('gives the home form its own messages', async () => {
    const empty = await request(t.http).post('/api/waitlist').send({}).expect(400);
    expect(empty.body.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      terms: 'You must accept the terms and conditions',
      captcha: 'Please complete the verification.',
    });
    const bad = await request(t.http)
      .post('/api/waitlist')
      .send(homeForm({ name: ' J ', email: 'not-an-email', terms: false, captcha: '' }))
      .expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Invalid email address',
        terms: 'You must accept the terms and conditions',
        captcha: 'Please complete the verification.',
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('gives the contact form its own messages', async () => {
    const bad = await request(t.http)
      .post('/api/waitlist')
      .send({ name: '', email: 'nope', message: 'too short', acceptTerms: false, captcha: '' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email.',
      message: 'Message must be at least 10 characters.',
      acceptTerms: 'You must accept the terms and conditions.',
      captcha: 'Please complete the verification.',
    });
    const missing = await request(t.http).post('/api/waitlist').send({ acceptTerms: true }).expect(400);
    expect(missing.body.errors).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email.',
      message: 'Message must be at least 10 characters.',
      captcha: 'Please complete the verification.',
    });
  });

  it('accepts only the listed interests and refuses unknown fields and oversized values', async () => {
    const interest = await request(t.http)
      .post('/api/waitlist')
      .send(homeForm({ interest: 'gold' }))
      .expect(400);
    expect(interest.body.errors).toEqual({ interest: 'Please choose an option from the list' });
    const services = await request(t.http)
      .post('/api/waitlist')
      .send(contactForm({ services: 'platinum' }))
      .expect(400);
    expect(services.body.errors).toEqual({ services: 'Please choose an option from the list' });
    const extra = await request(t.http)
      .post('/api/waitlist')
      .send(homeForm({ isContacted: true }))
      .expect(400);
    expect(extra.body.errors).toEqual({ isContacted: 'property isContacted should not exist' });
    // The home form does not know acceptTerms' sibling fields such as services.
    const mixed = await request(t.http)
      .post('/api/waitlist')
      .send(homeForm({ services: 'elite' }))
      .expect(400);
    expect(mixed.body.errors).toEqual({ services: 'property services should not exist' });
    const long = await request(t.http)
      .post('/api/waitlist')
      .send(homeForm({ name: 'x'.repeat(101), message: 'y'.repeat(5001) }))
      .expect(400);
    expect(long.body.errors).toEqual({ name: 'Name must be at most 100 characters', message: 'Message must be at most 5000 characters' });
    const notObject = await request(t.http).post('/api/waitlist').send([homeForm()]).expect(400);
    expect(notObject.body.statusCode).toBe(400);
    for (const interestValue of ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite', 'custom', 'general']) {
      await request(t.http)
        .post('/api/waitlist')
        .send(await solved(t, homeForm({ interest: interestValue })))
        .expect(201);
    }
  });
});

describe('POST /api/waitlist rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with a sentence the toast can show once the hourly limit is used', async () => {
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, homeForm()))
      .expect(201);
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, contactForm()))
      .expect(201);
    const res = await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, homeForm()))
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'You have sent several enquiries in a short time. Please try again later, or call or email us directly.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.dataSource.getRepository(WaitlistSubmission).count()).toBe(1);
    expect(await t.dataSource.getRepository(ContactSubmission).count()).toBe(1);
  });

  it('holds the limit exactly when the enquiries arrive at once', async () => {
    const limited = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: '5' });
    try {
      // Both apps count in the same test database: start from no hits and leave none behind.
      await limited.reset();
      // Each with a question of its own answered, so only the limit can refuse them.
      const forms = await Promise.all(Array.from({ length: 20 }, (_, i) => solved(limited, homeForm({ name: `Visitor ${i}` }))));
      const answers = await Promise.all(forms.map((form) => request(limited.http).post('/api/waitlist').send(form)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
      expect(await limited.dataSource.getRepository(WaitlistSubmission).count()).toBe(5);
      expect(
        Number(((await limited.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox')) as Array<{ n: number | string }>)[0].n),
      ).toBe(10);
    } finally {
      await limited.reset();
      await limited.close();
    }
  });
});

/**
 * The arithmetic check is the server's (docs/enquiries.md): it issues the question as a signed,
 * expiring token and takes each token once, whichever instance sees it. It used to be checked
 * only in the browser, so any script could post enquiries.
 */
describe('POST /api/waitlist: the server-issued arithmetic check', () => {
  let a: TestApp;
  let b: TestApp;
  const WRONG = "Please enter the correct answer to confirm you're not a robot.";
  const USED = 'This question has already been answered. Please answer the new one.';
  const EXPIRED = 'This question has expired. Please answer the new one.';
  const MISSING = 'Please complete the verification.';

  beforeAll(async () => {
    a = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: '1000' });
    b = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: '1000' }, { reset: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  beforeEach(() => a.reset());

  const stored = async () =>
    (await a.dataSource.getRepository(WaitlistSubmission).count()) + (await a.dataSource.getRepository(ContactSubmission).count());
  const post = (app: TestApp, body: Record<string, unknown>) => request(app.http).post('/api/waitlist').send(body);
  const captchaError = (message: string) => ({ statusCode: 400, message, errors: { captcha: message } });

  it('issues two numbers from 1 to 10 and a token, uncached, listed in the OpenAPI document', async () => {
    const res = await request(a.http).get('/api/waitlist/challenge').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const c = res.body as { a: number; b: number; token: string; expiresAt: string };
    expect(Object.keys(c).sort()).toEqual(['a', 'b', 'expiresAt', 'token']);
    for (const n of [c.a, c.b]) expect(n >= 1 && n <= 10 && Number.isInteger(n)).toBe(true);
    expect(new Date(c.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const doc = (await request(a.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
    expect(doc.paths['/api/waitlist/challenge']).toHaveProperty('get');
  });

  it('accepts the right answer once; the same token again, on another instance, is 400', async () => {
    const c = await enquiryChallenge(a.http);
    const body = { ...homeForm(), captcha: String(c.a + c.b), captchaToken: c.token };
    await post(a, body).expect(201);
    expect((await post(b, body).expect(400)).body).toEqual(captchaError(USED));
    expect((await post(a, { ...contactForm(), captcha: String(c.a + c.b), captchaToken: c.token }).expect(400)).body).toEqual(
      captchaError(USED),
    );
    expect(await stored()).toBe(1);
  });

  it('two posts of one answered question racing on two instances: one is taken', async () => {
    const c = await enquiryChallenge(b.http);
    const body = { ...homeForm(), captcha: String(c.a + c.b), captchaToken: c.token };
    const answers = await Promise.all([post(a, body), post(b, body), post(a, body), post(b, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await stored()).toBe(1);
  });

  it('refuses a wrong answer, a missing or forged token and an expired question, storing and mailing nothing', async () => {
    const c = await enquiryChallenge(a.http);
    expect((await post(a, { ...homeForm(), captcha: String(c.a + c.b + 1), captchaToken: c.token }).expect(400)).body).toEqual(
      captchaError(WRONG),
    );
    expect((await post(a, { ...homeForm(), captcha: String(c.a + c.b) }).expect(400)).body).toEqual(captchaError(MISSING));
    expect((await post(a, { ...homeForm(), captcha: String(c.a + c.b), captchaToken: 'not-a-token' }).expect(400)).body).toEqual(
      captchaError(MISSING),
    );
    // A token whose expiry was moved on no longer matches its signature.
    const [v, id, exp, mac] = c.token.split('.');
    const moved = [v, id, String(Number(exp) + 3_600_000), mac].join('.');
    expect((await post(a, { ...homeForm(), captcha: String(c.a + c.b), captchaToken: moved }).expect(400)).body).toEqual(
      captchaError(WRONG),
    );
    // The question was issued 31 minutes ago: too old.
    const old = a.app.get(EnquiryChallengeService).issue(Date.now() - 31 * 60_000);
    expect((await post(a, { ...homeForm(), captcha: String(old.a + old.b), captchaToken: old.token }).expect(400)).body).toEqual(
      captchaError(EXPIRED),
    );
    // The wrong answer did not use up the question.
    await post(a, { ...homeForm(), captcha: String(c.a + c.b), captchaToken: c.token }).expect(201);
    expect(await stored()).toBe(1);
    expect(await a.dataSource.getRepository(OutboxMessage).countBy({ template: 'enquiry-acknowledgement' })).toBe(1);
  });

  it('the acknowledgement echoes nothing the visitor typed; the firm still sees it all', async () => {
    const phishing = 'Your SARS refund is on hold, verify at http://sars-refund.example';
    await post(a, await solved(a, homeForm({ name: phishing, message: 'Click http://evil.example now' }))).expect(201);
    await post(a, await solved(a, contactForm({ name: phishing, message: 'Click http://evil.example now' }))).expect(201);
    const mails = await a.dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    const acks = mails.filter((m) => m.template === 'enquiry-acknowledgement');
    expect(acks).toHaveLength(2);
    for (const ack of acks) {
      const all = JSON.stringify(ack);
      for (const echoed of ['SARS', 'sars-refund', 'evil.example']) expect(all).not.toContain(echoed);
    }
    const notices = mails.filter((m) => m.template === 'enquiry-firm-notice');
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(JSON.stringify(notice)).toContain('Your SARS refund is on hold');
  });
});
