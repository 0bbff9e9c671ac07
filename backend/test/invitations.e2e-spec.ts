import request from 'supertest';
import { Clock } from '../src/common/clock/clock';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { BusinessInvitation } from '../src/memberships/business-invitation.entity';
import { User } from '../src/users/user.entity';
import {
  ALREADY_MEMBER,
  EMAIL_NOT_CONFIRMED,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  STAFF_CANNOT_JOIN,
  WRONG_ACCOUNT,
} from '../src/memberships/invitations.service';
import { activityRows, type Agent, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { linkIn, type ReceivedMail, SmtpSink } from './support/smtp-sink';
import { createTestApp, registrationFields, type TestApp } from './support/test-app';

const PUBLIC_URL = 'http://portal.test';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/**
 * Invitations to a client business, through a real SMTP server: the mail and its link, accepting
 * signed in, registering from the link, expiry, reuse, revocation, a wrong account, and the limit
 * (docs/client-businesses.md, "Invitations").
 */
describe('Invitations to a client business (real SMTP server)', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let worker: MailDeliveryWorker;
  const env = { ...STAFF_SUITE_ENV, SMTP_URL: '', MAIL_WORKER: 'false', PUBLIC_URL, INVITE_LIMIT_PER_DAY: '6' };

  /** Delivers what is queued; the invitation mails to `address` that arrived. */
  async function invitationsTo(address: string): Promise<ReceivedMail[]> {
    await worker.drain();
    return sink.to(address).filter((m) => /invited to/.test(m.parsed.subject ?? ''));
  }

  beforeAll(async () => {
    await sink.start();
    env.SMTP_URL = sink.url;
    t = await createTestApp(env);
    worker = t.app.get(MailDeliveryWorker);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await worker.drain();
    await t.reset();
    t.app.get(Clock).reset();
    sink.clear();
  });

  async function owner(company = 'Bo-Kaap Spice Traders'): Promise<{ agent: Agent; id: number; businessId: number }> {
    const { agent, user } = await clientAgent(t, { company, firstName: 'Amina', lastName: 'Jacobs' });
    return { agent, id: user.id, businessId: user.businessId };
  }

  const confirmEmail = (userId: number) => t.dataSource.getRepository(User).update({ id: userId }, { emailVerifiedAt: new Date() });

  it('mails a single-use link that shows only the business, the role and the address; registering from it joins that business only', async () => {
    const o = await owner();
    const sent = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: ' Pieter@Example.co.za ', role: 'bookkeeper' })
      .expect(201);
    expect(sent.body).toEqual({
      id: expect.any(Number),
      email: 'pieter@example.co.za',
      role: 'bookkeeper',
      status: 'pending',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      invitedBy: 'Amina Jacobs',
    });
    expect(Date.parse(sent.body.expiresAt) - Date.parse(sent.body.createdAt)).toBeGreaterThan(6.9 * 86_400_000);

    const [mail, ...more] = await invitationsTo('pieter@example.co.za');
    expect(more).toHaveLength(0);
    expect(mail.parsed.subject).toMatch(/^You are invited to Bo-Kaap Spice Traders on the .+ client portal$/);
    expect(mail.parsed.text).toContain('Amina Jacobs invited you to act for Bo-Kaap Spice Traders as bookkeeper');
    expect(mail.parsed.text).toContain('expires in 7 days');
    const token = tokenOf(linkIn(mail.parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));

    // The link's page, for anyone: nothing beyond business, role and address.
    const preview = await request(t.http).get(`/api/invitations/${token}`).expect(200);
    expect(preview.body).toEqual({ businessName: 'Bo-Kaap Spice Traders', role: 'bookkeeper', email: 'pieter@example.co.za' });

    // Registering from the link with another address is refused; with the invited one it joins.
    const wrong = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ email: 'someone.else@example.co.za', invitationToken: token }))
      .expect(403);
    expect(wrong.body.message).toBe(WRONG_ACCOUNT);
    const invitee = request.agent(t.http);
    const reg = await invitee
      .post('/api/register')
      .send(registrationFields({ email: 'PIETER@example.co.za', firstName: 'Pieter', invitationToken: token }))
      .expect(201);
    const businesses = await invitee.get('/api/businesses').expect(200);
    expect(businesses.body).toEqual([
      { id: o.businessId, name: 'Bo-Kaap Spice Traders', role: 'bookkeeper', current: true, soleOwner: false },
    ]);
    // The link confirmed the address: no confirmation mail, and the account counts as confirmed.
    await worker.drain();
    expect(sink.to('pieter@example.co.za').filter((m) => /confirm/i.test(m.parsed.subject ?? ''))).toHaveLength(0);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: reg.body.id as number })).emailVerifiedAt).toBeInstanceOf(Date);
    // A bookkeeper: documents yes, billing no.
    await invitee.get('/api/documents').expect(200);
    expect((await invitee.get('/api/invoices').expect(403)).body.message).toBe(CAPABILITY_NOT_ALLOWED);

    // Used once: the link no longer works, for anyone.
    expect((await request(t.http).get(`/api/invitations/${token}`).expect(404)).body).toMatchObject({
      message: INVITATION_INVALID,
      code: 'business.invitation_invalid',
    });
    expect((await o.agent.get(`/api/businesses/${o.businessId}/invitations`).expect(200)).body).toEqual([]);
    expect(await activityRows(t, 'business.invitation_sent')).toHaveLength(1);
    expect(await activityRows(t, 'business.invitation_accepted')).toHaveLength(1);
  });

  it('lets a person who has an account accept signed in, with their confirmed address only', async () => {
    const o = await owner('Langa Bakery');
    const invitee = await clientAgent(t, { email: 'lindiwe@example.co.za', company: 'Lindiwe Books' });
    const other = await clientAgent(t, { email: 'other@example.co.za' });
    await o.agent.post(`/api/businesses/${o.businessId}/invitations`).send({ email: 'lindiwe@example.co.za', role: 'finance' }).expect(201);
    const token = tokenOf(linkIn((await invitationsTo('lindiwe@example.co.za'))[0].parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));

    await request(t.http).post('/api/invitations/accept').send({ token }).expect(401);
    expect((await other.agent.post('/api/invitations/accept').send({ token }).expect(403)).body.message).toBe(WRONG_ACCOUNT);
    expect((await invitee.agent.post('/api/invitations/accept').send({ token }).expect(403)).body.message).toBe(EMAIL_NOT_CONFIRMED);
    const { agent: staff } = await staffAgent(t, 'manager');
    expect((await staff.post('/api/invitations/accept').send({ token }).expect(403)).body.message).toBe(STAFF_CANNOT_JOIN);

    await confirmEmail(invitee.user.id);
    const accepted = await invitee.agent.post('/api/invitations/accept').send({ token }).expect(200);
    expect(accepted.body).toMatchObject({ id: o.businessId, name: 'Langa Bakery', role: 'finance' });
    // The session now acts for the business joined; their own business is still theirs.
    expect((await invitee.agent.get('/api/businesses').expect(200)).body).toEqual([
      { id: invitee.user.businessId, name: 'Lindiwe Books', role: 'owner', current: false, soleOwner: true },
      { id: o.businessId, name: 'Langa Bakery', role: 'finance', current: true, soleOwner: false },
    ]);
    await invitee.agent.get('/api/invoices').expect(200);
    // Reuse: the link is spent.
    expect((await invitee.agent.post('/api/invitations/accept').send({ token }).expect(404)).body.message).toBe(INVITATION_INVALID);

    // Inviting a member again is refused.
    const again = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'LINDIWE@example.co.za', role: 'viewer' })
      .expect(409);
    expect(again.body.message).toBe(ALREADY_MEMBER);
  });

  it('expires a link after 7 days, replaces it when the address is invited again, and revokes it at once', async () => {
    const o = await owner();
    await o.agent.post(`/api/businesses/${o.businessId}/invitations`).send({ email: 'sipho@example.co.za', role: 'viewer' }).expect(201);
    const first = tokenOf(linkIn((await invitationsTo('sipho@example.co.za'))[0].parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));
    sink.clear();

    // Resent: a new link; the first stops working.
    const resent = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'sipho@example.co.za', role: 'payroll' })
      .expect(201);
    const second = tokenOf(linkIn((await invitationsTo('sipho@example.co.za'))[0].parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));
    await request(t.http).get(`/api/invitations/${first}`).expect(404);
    expect((await request(t.http).get(`/api/invitations/${second}`).expect(200)).body.role).toBe('payroll');
    const listed = await o.agent.get(`/api/businesses/${o.businessId}/invitations`).expect(200);
    expect(listed.body.map((i: { id: number }) => i.id)).toEqual([resent.body.id]);

    // Revoked: gone at once; revoking again, or another business's, is 404.
    await o.agent.delete(`/api/businesses/${o.businessId}/invitations/${resent.body.id}`).expect(204);
    await request(t.http).get(`/api/invitations/${second}`).expect(404);
    expect((await o.agent.delete(`/api/businesses/${o.businessId}/invitations/${resent.body.id}`).expect(404)).body.message).toBe(
      INVITATION_NOT_FOUND,
    );
    await o.agent.delete(`/api/businesses/${o.businessId}/invitations/abc`).expect(404);
    expect(await activityRows(t, 'business.invitation_revoked')).toHaveLength(1);

    // Expiry: once its time is up (7 days, checked in the first test), the link no longer works
    // and the owners see it as expired.
    sink.clear();
    const late = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'thabo@example.co.za', role: 'viewer' })
      .expect(201);
    const third = tokenOf(linkIn((await invitationsTo('thabo@example.co.za'))[0].parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));
    await request(t.http).get(`/api/invitations/${third}`).expect(200);
    await t.dataSource.getRepository(BusinessInvitation).update({ id: late.body.id as number }, { expiresAt: Date.now() - 1 });
    await request(t.http).get(`/api/invitations/${third}`).expect(404);
    const listedLater = await o.agent.get(`/api/businesses/${o.businessId}/invitations`).expect(200);
    expect(listedLater.body).toEqual([expect.objectContaining({ email: 'thabo@example.co.za', status: 'expired' })]);
  });

  it('lets owners only invite, list and revoke; others answer 403, strangers 404, bad input 400', async () => {
    const o = await owner();
    const member = await clientAgent(t);
    await t.dataSource.getRepository(BusinessMember).insert({ businessId: o.businessId, userId: member.user.id, role: 'bookkeeper' });
    await member.agent.put('/api/session/business').send({ businessId: o.businessId }).expect(200);
    const stranger = await clientAgent(t);

    expect(
      (
        await member.agent
          .post(`/api/businesses/${o.businessId}/invitations`)
          .send({ email: 'x@example.co.za', role: 'viewer' })
          .expect(403)
      ).body.message,
    ).toBe(CAPABILITY_NOT_ALLOWED);
    await member.agent.get(`/api/businesses/${o.businessId}/invitations`).expect(403);
    await stranger.agent.post(`/api/businesses/${o.businessId}/invitations`).send({ email: 'x@example.co.za', role: 'viewer' }).expect(404);
    await stranger.agent.get(`/api/businesses/${o.businessId}/invitations`).expect(404);

    const badEmail = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'not-an-address', role: 'viewer' })
      .expect(400);
    expect(JSON.stringify(badEmail.body)).toContain('Please enter a valid email address');
    const badRole = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'x@example.co.za', role: 'director' })
      .expect(400);
    expect(JSON.stringify(badRole.body)).toContain('role must be one of: owner, finance, bookkeeper, payroll, viewer');
    await request(t.http).post('/api/invitations/accept').send({}).expect(401);
    await o.agent.post('/api/invitations/accept').send({ token: 42 }).expect(400);
    await o.agent.post('/api/invitations/accept').send({ token: 'no-such-token' }).expect(404);
    await request(t.http)
      .post('/api/register')
      .send(registrationFields({ invitationToken: 'no-such-token' }))
      .expect(404);
  });

  it('limits how many invitations an account sends a day (INVITE_LIMIT_PER_DAY)', async () => {
    const o = await owner();
    for (let i = 0; i < 6; i++) {
      await o.agent
        .post(`/api/businesses/${o.businessId}/invitations`)
        .send({ email: `p${i}@example.co.za`, role: 'viewer' })
        .expect(201);
    }
    const refused = await o.agent
      .post(`/api/businesses/${o.businessId}/invitations`)
      .send({ email: 'p6@example.co.za', role: 'viewer' })
      .expect(429);
    expect(refused.body.message).toBe('You can send at most 6 invitations a day. Please try again tomorrow.');
  });

  it('holds the daily limit when invitations are sent all at once: exactly the limit get through', async () => {
    const o = await owner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        o.agent.post(`/api/businesses/${o.businessId}/invitations`).send({ email: `burst${i}@example.co.za`, role: 'viewer' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 429, 429, 429, 429]);
    expect(await t.dataSource.getRepository(BusinessInvitation).countBy({ businessId: o.businessId })).toBe(6);
  });
});
