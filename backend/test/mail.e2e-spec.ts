import { Not } from 'typeorm';
import request from 'supertest';
import { solved } from './support/enquiry-challenge';
import { Clock } from '../src/common/clock/clock';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { PasswordResetToken } from '../src/auth/password-reset-token.entity';
import { ScheduledMailJobs } from '../src/documents/mail/scheduled-mail.jobs';
import { User } from '../src/users/user.entity';
import { Agent, assign, clientAgent, saDate, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { linkIn, ReceivedMail, SmtpSink } from './support/smtp-sink';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

const PUBLIC_URL = 'http://portal.test';
const FORGOT_ANSWER = { message: 'If an account matches, we have emailed a link to reset the password.' };
const RESET_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** 08:00 (or another hour) in Johannesburg on a yyyy-MM-dd date. */
const jhb = (date: string, hour = 8) => new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe('Mail the portal sends (real SMTP server)', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let worker: MailDeliveryWorker;

  const env = {
    ...STAFF_SUITE_ENV,
    SMTP_URL: '',
    MAIL_WORKER: 'false',
    PUBLIC_URL,
    FIRM_INBOX_EMAIL: 'inbox@firm.test',
    PASSWORD_RESET_LIMIT_PER_IP: '100000',
    PASSWORD_RESET_LIMIT_PER_ACCOUNT: '100000',
  };

  /** Delivers everything queued and returns what arrived since the last call. */
  async function deliver(): Promise<ReceivedMail[]> {
    await worker.drain();
    // Staff fixtures set up two-factor sign-in, whose notice the account-security suite tests.
    const got = sink.received.filter((m) => m.parsed.subject !== 'Two-factor sign-in is now on');
    sink.clear();
    return got;
  }

  beforeAll(async () => {
    await sink.start();
    env.SMTP_URL = sink.url;
    t = await createTestApp(env);
    worker = t.app.get(MailDeliveryWorker);
  });
  /** Extra instances on the same database; closed last, because passport's strategy is process-wide and points at the newest app. */
  const extraApps: TestApp[] = [];
  afterAll(async () => {
    for (const a of extraApps) await a.close();
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    // What the last test left queued (staff fixtures set up two-factor sign-in, which sends a notice)
    // is delivered now, not into the next test's inbox.
    await worker.drain();
    await t.reset();
    t.app.get(Clock).reset();
    sink.clear();
  });

  describe('email confirmation', () => {
    it('mails a link at registration; opening it confirms the address once', async () => {
      const fields = registrationFields({ firstName: 'Thandi' });
      const agent = request.agent(t.http);
      await agent.post('/api/register').set('User-Agent', CHROME_WINDOWS).send(fields).expect(201);
      const [mail, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(mail.to).toEqual([fields.email]);
      expect(mail.parsed.subject).toBe('Please confirm your email address');
      expect(mail.parsed.text).toContain('Hello Thandi,');
      const link = linkIn(mail.parsed.text, `${PUBLIC_URL}/auth/verify-email?token=`);
      expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ emailVerified: false, pendingEmail: null });
      await request(t.http)
        .post('/api/email/verify')
        .send({ token: tokenOf(link) })
        .expect(204);
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ emailVerified: true });
      const again = await request(t.http)
        .post('/api/email/verify')
        .send({ token: tokenOf(link) })
        .expect(400);
      expect(again.body.message).toBe('This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.');
      // Staff see it on the client page.
      const { agent: admin } = await staffAgent(t, 'admin');
      const me = (await agent.get('/api/businesses/current')).body as { id: number };
      expect((await admin.get(`/api/staff/clients/${me.id}`).expect(200)).body.profile).toMatchObject({ emailVerified: true });
      // Already confirmed: resend has nothing to send.
      expect((await agent.post('/api/email/verify/resend').expect(202)).body).toEqual({
        message: 'Your email address is already confirmed.',
      });
      expect(await deliver()).toHaveLength(0);
    });

    it('resend voids the earlier link; links expire after 24 hours; resend needs a session', async () => {
      const { agent, user } = await clientAgent(t);
      const [first] = await deliver();
      expect((await agent.post('/api/email/verify/resend').expect(202)).body).toEqual({ message: 'We have sent a new confirmation link.' });
      const [second] = await deliver();
      expect(second.to).toEqual([user.email]);
      await request(t.http)
        .post('/api/email/verify')
        .send({ token: tokenOf(linkIn(first.parsed.text, `${PUBLIC_URL}/auth/verify-email`)) })
        .expect(400);
      t.app.get(Clock).travelTo(new Date(Date.now() + 24 * 3_600_000 + 60_000));
      await request(t.http)
        .post('/api/email/verify')
        .send({ token: tokenOf(linkIn(second.parsed.text, `${PUBLIC_URL}/auth/verify-email`)) })
        .expect(400);
      await request(t.http).post('/api/email/verify/resend').expect(401);
      const bad = await request(t.http).post('/api/email/verify').send({}).expect(400);
      expect(bad.body.errors.token).toBe('This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.');
    });

    it('changes the address only when the new one is confirmed, and tells the old one', async () => {
      const { agent, user } = await clientAgent(t);
      await deliver();
      await agent.post('/api/user/change-email').send({ newEmail: 'New.Me@Example.co.za', password: DEFAULT_PASSWORD }).expect(200);
      const mails = await deliver();
      expect(mails.map((m) => m.to[0])).toEqual(['new.me@example.co.za']);
      expect(mails[0].parsed.text).toContain('It takes effect once you confirm it.');
      expect((await agent.get('/api/user')).body).toMatchObject({ email: user.email, pendingEmail: 'new.me@example.co.za' });

      await request(t.http)
        .post('/api/email/verify')
        .send({ token: tokenOf(linkIn(mails[0].parsed.text, `${PUBLIC_URL}/auth/verify-email`)) })
        .expect(204);
      expect((await agent.get('/api/user')).body).toMatchObject({ email: 'new.me@example.co.za', pendingEmail: null, emailVerified: true });
      const [notice, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(notice.to).toEqual([user.email]);
      expect(notice.parsed.subject).toBe('Your email address was changed');
      expect(notice.parsed.text).toContain('Your email address was changed to new.me@example.co.za on ');
      expect(notice.parsed.text).toContain("If this wasn't you, contact us on 021 685 4120");
    });
  });

  describe('password reset', () => {
    async function forgot(identifier: string): Promise<request.Response> {
      return request(t.http).post('/api/password/forgot').send({ identifier }).expect(202);
    }

    it('answers the same for an unknown account and sends nothing', async () => {
      const res = await forgot('nobody-here@example.co.za');
      expect(res.body).toEqual(FORGOT_ANSWER);
      expect((await forgot('nobody')).body).toEqual(FORGOT_ANSWER);
      expect(await deliver()).toHaveLength(0);
      const empty = await request(t.http).post('/api/password/forgot').send({ identifier: '  ' }).expect(400);
      expect(empty.body.errors).toEqual({ identifier: 'Enter your username or email address' });
    });

    it('mails a single-use link; the reset ends every session, notifies, and the new password signs in', async () => {
      const { agent, user } = await clientAgent(t);
      await deliver();
      expect((await forgot(user.email.toUpperCase())).body).toEqual(FORGOT_ANSWER);
      const [mail, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(mail.to).toEqual([user.email]);
      expect(mail.parsed.subject).toBe('Reset your Table Bay Accounting password');
      expect(mail.parsed.text).toContain('The link works once and expires in 30 minutes.');
      expect(mail.parsed.text).not.toContain(DEFAULT_PASSWORD);
      const link = linkIn(mail.parsed.text, `${PUBLIC_URL}/auth/reset?token=`);
      expect(mail.parsed.html).toContain(`href="${link}"`);
      const token = tokenOf(link);
      // Only the hash is stored.
      const stored = await t.dataSource.getRepository(PasswordResetToken).find();
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].tokenHash).not.toContain(token);

      const short = await request(t.http).post('/api/password/reset').send({ token, password: 'short' }).expect(400);
      expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
      await request(t.http).post('/api/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(200);
      await agent.get('/api/user').expect(401);
      const again = await request(t.http).post('/api/password/reset').send({ token, password: 'another-new-secret' }).expect(400);
      expect(again.body).toEqual({ statusCode: 400, message: RESET_INVALID, code: 'password_reset.link_invalid' });
      await request(t.http).post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(401);
      await request(t.http).post('/api/login').send({ username: user.username, password: 'a-brand-new-secret' }).expect(200);

      const notices = await deliver();
      expect(notices.map((m) => [m.to[0], m.parsed.subject])).toEqual([[user.email, 'Your password was changed']]);
      expect(notices[0].parsed.text).toContain('Every other signed-in session was ended.');
    });

    it('a newer link voids the older one; a link expires after 30 minutes; works by username', async () => {
      const { user } = await clientAgent(t);
      await deliver();
      await forgot(user.username);
      await forgot(user.username);
      const [older, newer] = await deliver();
      const oldToken = tokenOf(linkIn(older.parsed.text, `${PUBLIC_URL}/auth/reset`));
      const newToken = tokenOf(linkIn(newer.parsed.text, `${PUBLIC_URL}/auth/reset`));
      expect(oldToken).not.toBe(newToken);
      await request(t.http).post('/api/password/reset').send({ token: oldToken, password: 'a-brand-new-secret' }).expect(400);
      t.app.get(Clock).travelTo(new Date(Date.now() + 31 * 60_000));
      const expired = await request(t.http)
        .post('/api/password/reset')
        .send({ token: newToken, password: 'a-brand-new-secret' })
        .expect(400);
      expect(expired.body.message).toBe(RESET_INVALID);
      await request(t.http)
        .post('/api/password/reset')
        .send({ token: 'x'.repeat(43), password: 'a-brand-new-secret' })
        .expect(400);
    });

    it('is limited per account and per IP', async () => {
      const limited = await createTestApp(
        { ...env, PASSWORD_RESET_LIMIT_PER_ACCOUNT: '2', PASSWORD_RESET_LIMIT_PER_IP: '4' },
        { reset: false },
      );
      extraApps.push(limited);
      {
        const send = (identifier: string) => request(limited.http).post('/api/password/forgot').send({ identifier });
        expect((await send('someone')).status).toBe(202);
        expect((await send('SOMEONE')).status).toBe(202);
        const perAccount = await send('someone');
        expect(perAccount.status).toBe(429);
        expect(perAccount.body.message).toBe(
          'Too many password reset requests for this account. Please check your email, or wait a while and try again.',
        );
        expect((await send('someone-else')).status).toBe(202);
        const perIp = await send('a-third-one');
        expect(perIp.status).toBe(429);
        expect(perIp.body.message).toBe('Too many password reset requests from your network. Please wait a while and try again.');
      }
    });
  });

  describe('security notices', () => {
    it('password changed in settings, account deleted', async () => {
      const { agent, user } = await clientAgent(t);
      await deliver();
      await agent
        .post('/api/user/change-password')
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'a-brand-new-secret' })
        .expect(200);
      const [changed] = await deliver();
      expect([changed.to[0], changed.parsed.subject]).toEqual([user.email, 'Your password was changed']);
      await agent.delete('/api/user').send({ password: 'a-brand-new-secret' }).expect(200);
      const [deleted, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect([deleted.to[0], deleted.parsed.subject]).toEqual([user.email, 'Your Table Bay Accounting account was deleted']);
      expect(deleted.parsed.text).toContain('Hello Thandi,');
      expect((await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ template: 'account-deleted' })).userId).toBeNull();
    });

    it('a sign-in from a browser and network not seen in 90 days is reported, once', async () => {
      const fields = registrationFields();
      await request(t.http).post('/api/register').set('User-Agent', CHROME_WINDOWS).send(fields).expect(201);
      await deliver();
      const login = (ua: string) =>
        request(t.http)
          .post('/api/login')
          .set('User-Agent', ua)
          .send({ username: fields.username, password: DEFAULT_PASSWORD })
          .expect(200);
      await login(CHROME_WINDOWS);
      expect(await deliver()).toHaveLength(0);
      await login(FIREFOX_LINUX);
      const [notice, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(notice.to).toEqual([fields.email]);
      expect(notice.parsed.subject).toBe('New sign-in to your Table Bay Accounting account');
      expect(notice.parsed.text).toContain('Device: Firefox on Linux');
      expect(notice.parsed.text).toMatch(/IP address: (::ffff:)?127\.0\.0\.1/);
      await login(FIREFOX_LINUX);
      expect(await deliver()).toHaveLength(0);
      // 91 days later the same browser counts as new again.
      t.app.get(Clock).travelTo(new Date(Date.now() + 91 * 86_400_000));
      await login(CHROME_WINDOWS);
      expect((await deliver()).map((m) => m.parsed.subject)).toEqual(['New sign-in to your Table Bay Accounting account']);
    });
  });

  describe('documents and requests', () => {
    async function setup(): Promise<{
      staff: Agent;
      client: Agent;
      clientUser: { id: number; email: string; businessId: number };
      staffUser: User;
    }> {
      const { agent: staff, user: staffUser } = await staffAgent(t, 'accountant', { firstName: 'Lindiwe', lastName: 'Dlamini' });
      const { agent: client, user: clientUser } = await clientAgent(t);
      await assign(t, clientUser.businessId, staffUser.id);
      await deliver();
      return { staff, client, clientUser, staffUser };
    }

    it('a request made by staff mails the client what, when and where to upload', async () => {
      const { staff, clientUser } = await setup();
      const due = saDate(10);
      const res = await staff
        .post(`/api/staff/clients/${clientUser.businessId}/document-requests`)
        .send({ documentType: 'vat_return', description: 'March <to> May & June', dueDate: due })
        .expect(201);
      const [mail, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(mail.to).toEqual([clientUser.email]);
      // The type as the portal labels it, not the stored key.
      expect(mail.parsed.subject).toBe('Table Bay Accounting needs a document from you: VAT Return');
      expect(mail.parsed.text).toContain('Lindiwe Dlamini at Table Bay Accounting asked for a document');
      expect(mail.parsed.text).toContain('Details: March <to> May & June');
      expect(mail.parsed.html).toContain('March &lt;to&gt; May &amp; June');
      expect(linkIn(mail.parsed.text, `${PUBLIC_URL}/dashboard/uploads`)).toBe(`${PUBLIC_URL}/dashboard/uploads?requestId=${res.body.id}`);
    });

    it('reminds 3 days before, on the day, then weekly while overdue (max 4), at 08:00 Johannesburg, never twice across a restart', async () => {
      const { staff, clientUser } = await setup();
      const due = saDate(10);
      await staff
        .post(`/api/staff/clients/${clientUser.businessId}/document-requests`)
        .send({ documentType: 'tax_return', description: 'October', dueDate: due })
        .expect(201);
      await deliver();
      const clock = t.app.get(Clock);
      const jobs = t.app.get(ScheduledMailJobs);
      const runAt = async (when: Date) => {
        clock.travelTo(when);
        await jobs.sendRequestReminders();
        return (await deliver()).map((m) => m.parsed.subject);
      };
      expect(await runAt(jhb(addDays(due, -4)))).toEqual([]);
      expect(await runAt(jhb(addDays(due, -3), 7))).toEqual([]);
      const before = await runAt(jhb(addDays(due, -3)));
      expect(before).toHaveLength(1);
      expect(before[0]).toMatch(/^Reminder: Tax Return is due on \d{1,2} \w{3} \d{4}$/);
      expect(await runAt(jhb(addDays(due, -3), 15))).toEqual([]);
      expect(await runAt(jhb(addDays(due, -1)))).toEqual([]);
      expect(await runAt(jhb(due))).toEqual(['Due today: Tax Return']);

      // A restart (a new instance on the same database) sends nothing already sent.
      const again = await createTestApp(env, { reset: false });
      extraApps.push(again);
      again.app.get(Clock).travelTo(jhb(due, 9));
      expect(await again.app.get(ScheduledMailJobs).sendRequestReminders()).toBe(0);

      expect(await runAt(jhb(addDays(due, 3)))).toEqual([]);
      for (const week of [1, 2, 3, 4]) expect(await runAt(jhb(addDays(due, 7 * week)))).toEqual(['Overdue: Tax Return']);
      expect(await runAt(jhb(addDays(due, 35)))).toEqual([]);
      expect(await runAt(jhb(addDays(due, 42)))).toEqual([]);
    });

    it('sends no reminder once the request is fulfilled, or to a client who turned reminders off', async () => {
      const { staff, client, clientUser } = await setup();
      const due = saDate(10);
      const r1 = await staff
        .post(`/api/staff/clients/${clientUser.businessId}/document-requests`)
        .send({ documentType: 'tax_return', description: 'A', dueDate: due })
        .expect(201);
      await upload(client, { requestId: r1.body.id });
      await deliver();
      const clock = t.app.get(Clock);
      clock.travelTo(jhb(due));
      expect(await t.app.get(ScheduledMailJobs).sendRequestReminders()).toBe(0);
      clock.reset();
      await staff
        .post(`/api/staff/clients/${clientUser.businessId}/document-requests`)
        .send({ documentType: 'tax_return', description: 'B', dueDate: due })
        .expect(201);
      await client.patch('/api/user/notification-preferences').send({ requestReminders: false }).expect(200);
      await deliver();
      clock.travelTo(jhb(due));
      expect(await t.app.get(ScheduledMailJobs).sendRequestReminders()).toBe(0);
    });

    it('a review mails the client the outcome and note, with List-Unsubscribe; none when turned off', async () => {
      const { staff, client, clientUser } = await setup();
      const docId = await upload(client, { fileName: 'march.pdf' });
      await deliver();
      await staff
        .patch(`/api/staff/clients/${clientUser.businessId}/documents/${docId}/review`)
        .send({ status: 'needs_revision', reviewNotes: 'Page 2 is missing <b>' })
        .expect(200);
      const [mail, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(mail.to).toEqual([clientUser.email]);
      expect(mail.parsed.subject).toBe('Your document march.pdf needs changes');
      expect(mail.parsed.text).toContain('Lindiwe Dlamini wrote:\n\n> Page 2 is missing <b>');
      expect(mail.parsed.html).toContain('Page 2 is missing &lt;b&gt;');
      expect(linkIn(mail.parsed.text, `${PUBLIC_URL}/dashboard/uploads`)).toBe(`${PUBLIC_URL}/dashboard/uploads?documentId=${docId}`);
      expect(mail.raw.toString()).toContain(`List-Unsubscribe: <${PUBLIC_URL}/dashboard/settings#notifications>`);
      expect(mail.parsed.text).toContain(`Choose which emails you receive: ${PUBLIC_URL}/dashboard/settings#notifications`);

      await client.patch('/api/user/notification-preferences').send({ documentReviews: false }).expect(200);
      await staff.patch(`/api/staff/clients/${clientUser.businessId}/documents/${docId}/review`).send({ status: 'approved' }).expect(200);
      expect(await deliver()).toHaveLength(0);
    });

    it('uploads mail the assigned accountant at once, or in one daily digest at 08:00 if chosen', async () => {
      const { staff, client, staffUser } = await setup();
      await upload(client, { fileName: 'one.pdf' });
      const [now, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(now.to).toEqual([staffUser.email]);
      // Named by the business the documents belong to.
      expect(now.parsed.subject).toBe('Nkosi Catering uploaded 1 document');
      expect(now.parsed.text).toContain('• one.pdf');

      expect((await staff.patch('/api/user/notification-preferences').send({ staffUploads: 'digest' }).expect(200)).body).toEqual({
        requestReminders: true,
        documentReviews: true,
        complianceReminders: true,
        staffUploads: 'digest',
        securityNotices: true,
      });
      await upload(client, { fileName: 'two.pdf' });
      await upload(client, { fileName: 'three.pdf' });
      expect(await deliver()).toHaveLength(0);
      const today = saDate(0);
      const clock = t.app.get(Clock);
      const jobs = t.app.get(ScheduledMailJobs);
      clock.travelTo(jhb(addDays(today, 1), 7));
      expect(await jobs.sendStaffDigests()).toBe(0);
      clock.travelTo(jhb(addDays(today, 1), 8));
      expect(await jobs.sendStaffDigests()).toBe(1);
      const [digest] = await deliver();
      expect(digest.parsed.subject).toBe('Uploads from your clients: 2 new documents');
      expect(digest.parsed.text).toContain('Nkosi Catering: two.pdf\nthree.pdf');
      expect(await jobs.sendStaffDigests()).toBe(0);
    });

    it('with the digest chosen, new client messages wait for it too: one line per conversation, never the text', async () => {
      const { staff, client, staffUser } = await setup();
      await staff.patch('/api/user/notification-preferences').send({ staffUploads: 'digest' }).expect(200);
      const first = await client.post('/api/conversations').send({ subject: 'SECRET-SUBJECT', body: 'SECRET-BODY one' }).expect(201);
      const id = first.body.id as number;
      await client.post(`/api/conversations/${id}/messages`).send({ body: 'SECRET-BODY two' }).expect(201);
      await upload(client, { fileName: 'four.pdf' });
      expect(await deliver()).toHaveLength(0);

      const today = saDate(0);
      const clock = t.app.get(Clock);
      const jobs = t.app.get(ScheduledMailJobs);
      clock.travelTo(jhb(addDays(today, 1), 8));
      expect(await jobs.sendStaffDigests()).toBe(1);
      const [digest, ...rest] = await deliver();
      expect(rest).toHaveLength(0);
      expect(digest.to).toEqual([staffUser.email]);
      expect(digest.parsed.subject).toBe('Your daily digest: 1 new document, new messages in 1 conversation');
      expect(digest.parsed.text).toContain('Nkosi Catering: four.pdf');
      expect(linkIn(digest.parsed.text, `${PUBLIC_URL}/staff/messages/`)).toBe(`${PUBLIC_URL}/staff/messages/${id}`);
      // A conversation is the business's: its line names the business.
      expect(digest.parsed.text).toContain('Open the conversation with Nkosi Catering');
      expect(`${digest.parsed.subject}${digest.parsed.text}${digest.parsed.html}`).not.toMatch(/SECRET/);

      // Only messages the next day: the subject says so; nothing is sent twice.
      clock.travelTo(jhb(addDays(today, 1), 12));
      await client.post(`/api/conversations/${id}/messages`).send({ body: 'SECRET-BODY three' }).expect(201);
      expect(await jobs.sendStaffDigests()).toBe(0);
      clock.travelTo(jhb(addDays(today, 2), 8));
      expect(await jobs.sendStaffDigests()).toBe(1);
      const [next] = await deliver();
      expect(next.parsed.subject).toBe('New messages from your clients: 1 conversation');
    });
  });

  it('an enquiry mails the visitor an acknowledgement and FIRM_INBOX_EMAIL its fields', async () => {
    await request(t.http)
      .post('/api/waitlist')
      .send(
        await solved(t, {
          name: 'Pieter <Botha>',
          email: 'Pieter@Example.co.za',
          phone: '',
          business: '',
          interest: 'general',
          message: 'Payroll for six staff.',
          acceptTerms: true,
          services: 'general',
        }),
      )
      .expect(201);
    const mails = await deliver();
    const ack = mails.find((m) => m.to[0] === 'pieter@example.co.za');
    const notice = mails.find((m) => m.to[0] === 'inbox@firm.test');
    expect(mails).toHaveLength(2);
    expect(ack?.parsed.subject).toBe('Thank you for contacting Table Bay Accounting');
    expect(ack?.parsed.text).toContain('Office hours: Monday to Saturday, 07:00 to 19:00');
    expect(ack?.parsed.text).toContain('Phone: 021 685 4120');
    // The visitor's copy repeats nothing they typed (docs/enquiries.md).
    expect(ack?.parsed.text).toContain('Hello,');
    expect(ack?.parsed.text).toContain('Thank you for your enquiry through the contact form of our website.');
    expect(ack?.parsed.text).not.toContain('Pieter');
    expect(ack?.parsed.text).not.toContain('Payroll');
    expect(notice?.parsed.subject).toBe('New enquiry from Pieter <Botha>');
    expect(notice?.parsed.text).toContain('came in through the contact form');
    expect(notice?.parsed.text).toContain('Message: Payroll for six staff.');
    expect(notice?.parsed.html).toContain('Pieter &lt;Botha&gt;');
    expect(notice?.parsed.replyTo?.value[0].address).toBe('pieter@example.co.za');
  });

  it('the home-page enquiry form mails the visitor and FIRM_INBOX_EMAIL too, naming its source', async () => {
    await request(t.http)
      .post('/api/waitlist')
      .send(
        await solved(t, {
          name: 'Lindiwe Dube',
          email: 'Lindiwe@Example.co.za',
          phone: '082 555 0101',
          business: 'Dube Bakery',
          interest: 'essential',
          message: 'Payroll for three staff.',
          terms: true,
        }),
      )
      .expect(201);
    const mails = await deliver();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['inbox@firm.test', 'lindiwe@example.co.za']);
    const ack = mails.find((m) => m.to[0] === 'lindiwe@example.co.za');
    const notice = mails.find((m) => m.to[0] === 'inbox@firm.test');
    expect(ack?.parsed.subject).toBe('Thank you for contacting Table Bay Accounting');
    expect(notice?.parsed.subject).toBe('New enquiry from Lindiwe Dube');
    expect(notice?.parsed.text).toContain('came in through the enquiry form on the home page');
    expect(notice?.parsed.text).toContain('Dube Bakery');
    expect(notice?.parsed.text).toContain('essential');
    expect(notice?.parsed.replyTo?.value[0].address).toBe('lindiwe@example.co.za');
  });

  describe('notification preferences', () => {
    it('reads defaults, updates, refuses bad input and staff-only settings from clients', async () => {
      const { agent } = await clientAgent(t);
      expect((await agent.get('/api/user/notification-preferences').expect(200)).body).toEqual({
        requestReminders: true,
        documentReviews: true,
        complianceReminders: true,
        staffUploads: 'immediate',
        securityNotices: true,
      });
      const off = await agent.patch('/api/user/notification-preferences').send({ requestReminders: false }).expect(200);
      expect(off.headers['cache-control']).toMatch(/no-store/);
      expect((await agent.get('/api/user/notification-preferences')).body).toMatchObject({
        requestReminders: false,
        documentReviews: true,
      });
      const bad = await agent.patch('/api/user/notification-preferences').send({ requestReminders: 'yes' }).expect(400);
      expect(bad.body.errors).toEqual({ requestReminders: 'requestReminders must be true or false' });
      const staffOnly = await agent.patch('/api/user/notification-preferences').send({ staffUploads: 'digest' }).expect(400);
      expect(staffOnly.body.message).toBe('Only staff members choose how upload notices arrive');
      await request(t.http).get('/api/user/notification-preferences').expect(401);
    });
  });

  describe('staff outbox', () => {
    it('lists messages for admins without bodies, filters by status, retries a failed one', async () => {
      const { agent: admin } = await staffAgent(t, 'admin');
      const { agent: accountant } = await staffAgent(t, 'accountant');
      const { user } = await clientAgent(t);
      await deliver();
      // The staff members' own two-factor notices are not what this test lists.
      await t.dataSource.getRepository(OutboxMessage).delete({ to: Not(user.email) });
      await t.dataSource
        .getRepository(OutboxMessage)
        .update({ to: user.email }, { status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' });
      const list = await admin.get('/api/staff/outbox').expect(200);
      expect(list.body.counts).toEqual({ pending: 0, sending: 0, sent: 0, failed: 1 });
      expect(list.body.total).toBe(1);
      const [item] = list.body.items as Array<Record<string, unknown>>;
      expect(Object.keys(item).sort()).toEqual(
        [
          'attempts',
          'category',
          'createdAt',
          'id',
          'lastError',
          'nextAttemptAt',
          'sentAt',
          'status',
          'subject',
          'template',
          'to',
          'updatedAt',
        ].sort(),
      );
      expect(item).toMatchObject({ to: user.email, template: 'email-verification', status: 'failed', lastError: 'connect ECONNREFUSED' });
      expect((await admin.get('/api/staff/outbox?status=sent').expect(200)).body.items).toEqual([]);
      const badStatus = await admin.get('/api/staff/outbox?status=lost').expect(400);
      expect(badStatus.body.errors).toEqual({ status: 'status must be one of pending, sending, sent, failed' });
      await accountant.get('/api/staff/outbox').expect(403);

      const retried = await admin.post(`/api/staff/outbox/${item.id as number}/retry`).expect(200);
      expect(retried.body).toMatchObject({ status: 'pending' });
      expect((await admin.post(`/api/staff/outbox/${item.id as number}/retry`).expect(409)).body.message).toBe(
        'Only a failed message can be retried',
      );
      expect((await admin.post('/api/staff/outbox/999999/retry').expect(404)).body.message).toBe('Message not found');
      const [mail] = await deliver();
      expect(mail.to).toEqual([user.email]);
      expect((await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: item.id as number })).status).toBe('sent');
    });
  });
});
