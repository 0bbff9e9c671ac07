import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { In } from 'typeorm';
import { BillingJobService } from '../src/billing/billing-job.service';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { firmToday } from '../src/common/calendar/firm-calendar';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { Clock } from '../src/common/clock/clock';
import { EngagementLetter } from '../src/engagement/engagement-letter.entity';
import { EngagementLettersService } from '../src/engagement/engagement-letters.service';
import { EngagementReminderJob } from '../src/engagement/engagement-reminders.job';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { User } from '../src/users/user.entity';
import { download, pdfText } from './support/billing-fixtures';
import { choosePackage, confirmEmail, signLetter } from './support/engagement-fixtures';
import { activityRows, Agent, assign, clientAgent, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const ENV = { ...STAFF_SUITE_ENV, FIRM_SAIPA_NUMBER: '12345' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const AGENT_STRING = 'Mozilla/5.0 (X11; Linux x86_64) EngagementTest/1.0';

/** A real 2×1 PNG, as a canvas would give (signature PNG). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.from([0, 0x00, 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function packageOf(t: TestApp, packageType: string): Promise<ServicePackage> {
  return t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
}

function mailsTo(t: TestApp, to: string, template: string): Promise<OutboxMessage[]> {
  return t.dataSource.getRepository(OutboxMessage).find({ where: { to, template }, order: { id: 'ASC' } });
}

describe('Engagement letters', () => {
  let t: TestApp;
  const extraApps: TestApp[] = [];
  beforeAll(async () => {
    t = await createTestApp(ENV);
  });
  afterAll(async () => {
    for (const a of extraApps) await a.close();
    await t.close();
  });
  beforeEach(async () => {
    t.app.get(Clock).reset();
    await t.reset();
  });

  it('package → letter → signature → first invoice → staff mark paid → active; the audit certificate names the presented letter', async () => {
    const { agent, user } = await clientAgent(t, { address: '12 Long Street', city: 'Cape Town', postalCode: '8001' });
    const { agent: manager } = await staffAgent(t, 'manager', { firstName: 'Naledi', lastName: 'Dlamini' });
    const standard = await packageOf(t, 'standard');

    const chosen = await choosePackage(agent, standard.id);
    expect(chosen.subscription).toMatchObject({ status: 'awaiting_signature', serviceId: standard.id });
    expect(chosen.engagementLetter).toMatchObject({ status: 'sent', monthlyPrice: 3599, kind: 'purchase', title: 'Standard' });
    // No invoice, no payment, no invoice mail before the signature.
    expect(await t.dataSource.getRepository(Invoice).countBy({ businessId: user.businessId })).toBe(0);
    expect((await agent.get('/api/invoices').expect(200)).body).toEqual([]);
    expect((await agent.get('/api/payments').expect(200)).body).toEqual([]);
    expect(await mailsTo(t, user.email, 'billing-invoice-issued')).toHaveLength(0);

    // The letter as presented: the PDF the client can read before signing, hashed when sent.
    const presented = (await download(agent, `/api/engagement-letters/${chosen.engagementLetter.id}/pdf`)).body as Buffer;
    expect(sha256(presented)).toBe(chosen.engagementLetter.presentedSha256);
    const presentedText = await pdfText(presented);
    expect(presentedText).toContain('Engagement letter');
    expect(presentedText).toContain('Nkosi Catering');
    expect(presentedText).toContain('R3,599.00 a month');
    expect(presentedText).toContain('practice number 12345');
    expect(presentedText).toContain('Personal information (POPIA)');

    // Reading it records the first view.
    const read = await agent.get(`/api/engagement-letters/${chosen.engagementLetter.id}`).set('User-Agent', AGENT_STRING).expect(200);
    expect(read.body).toMatchObject({ status: 'viewed', presentedSha256: chosen.engagementLetter.presentedSha256 });
    expect(read.body.sections.map((s: { heading: string }) => s.heading)).toEqual(
      expect.arrayContaining(['Scope of work: Standard', 'Fees and when they change', 'Ending the engagement', 'Professional body']),
    );
    expect(read.body.firstViewedAt).not.toBeNull();

    // An unconfirmed email address cannot sign: the certificate names it.
    await agent
      .post(`/api/engagement-letters/${chosen.engagementLetter.id}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(403)
      .expect((r) => expect(r.body.message).toBe('Please confirm your email address before signing: the audit certificate names it'));
    await confirmEmail(t, user.id);

    const signed = await agent
      .post(`/api/engagement-letters/${chosen.engagementLetter.id}/sign`)
      .set('User-Agent', AGENT_STRING)
      .send({ fullName: 'Thandi Nkosi', consent: true, signature: `data:image/png;base64,${tinyPng().toString('base64')}` })
      .expect(200);
    expect(signed.body.engagementLetter).toMatchObject({ status: 'signed', signerName: 'Thandi Nkosi', complete: false });
    expect(signed.body.subscription).toMatchObject({ id: chosen.subscription.id, status: 'pending' });
    expect(signed.body.invoice).toMatchObject({ status: 'issued', total: 3599, subscriptionId: chosen.subscription.id });
    const [invoiceMail] = await mailsTo(t, user.email, 'billing-invoice-issued');
    expect(invoiceMail.subject).toBe(`Invoice ${signed.body.invoice.number as string} from Table Bay Accounting`);
    expect(await activityRows(t, 'engagement.letter.signed')).toHaveLength(1);

    // The firm countersigns; the final PDF carries the audit certificate.
    const countersigned = await manager.post(`/api/staff/engagement-letters/${chosen.engagementLetter.id}/countersign`).expect(200);
    expect(countersigned.body).toMatchObject({ status: 'countersigned', complete: true, businessName: 'Nkosi Catering' });
    expect(countersigned.body.countersignerName).toBe('Naledi Dlamini, for Table Bay Accounting (Pty) Ltd');
    const [completedMail] = await mailsTo(t, user.email, 'engagement-completed');
    expect(completedMail.subject).toBe('Your signed engagement letter with Table Bay Accounting');

    const clientCopy = (await download(agent, `/api/engagement-letters/${chosen.engagementLetter.id}/pdf`)).body as Buffer;
    const staffCopy = (await download(manager, `/api/staff/engagement-letters/${chosen.engagementLetter.id}/pdf`)).body as Buffer;
    expect(clientCopy.equals(staffCopy)).toBe(true);
    const row = await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: chosen.engagementLetter.id });
    expect(row.signedSha256).toBe(sha256(clientCopy));

    const text = await pdfText(clientCopy);
    expect(text).toContain('Audit certificate');
    const presentedHash = /Document as presented \(SHA-256\)\s+([0-9a-f]{64})/.exec(text)?.[1];
    expect(presentedHash).toBe(sha256(presented));
    expect(text).toContain('Thandi Nkosi');
    expect(text).toContain(user.email);
    for (const label of ['Sent', 'First viewed', 'Signed', 'Countersigned']) {
      expect(text).toMatch(new RegExp(`${label}\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\+02:00`));
    }
    expect(text).toContain('EngagementTest/1.0');
    expect(text).toMatch(/Signed from IP\s+\S*127\.0\.0\.1/);
    expect(text).toContain('Electronic Communications and Transactions Act');

    // Paid by EFT and confirmed by staff: the subscription is active.
    await manager
      .post(`/api/staff/invoices/${signed.body.invoice.id as number}/mark-paid`)
      .send({ reference: 'FNB 2611230042', paidOn: '2026-11-23' })
      .expect(200);
    const subs = (await agent.get('/api/subscriptions').expect(200)).body as Array<{ id: number; status: string }>;
    expect(subs).toEqual([expect.objectContaining({ id: chosen.subscription.id, status: 'active' })]);
  });

  it('refuses signing twice, signing without consent or full name, a drawn signature that is not a PNG, and another business’s letter (404)', async () => {
    const { agent, user } = await clientAgent(t);
    const other = await clientAgent(t, { company: 'Other Co' });
    const chosen = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    const id = chosen.engagementLetter.id;
    await confirmEmail(t, user.id);
    await confirmEmail(t, other.user.id);

    const badSign = (body: Record<string, unknown>, message: string) =>
      agent
        .post(`/api/engagement-letters/${id}/sign`)
        .send(body)
        .expect(400)
        .expect((r) => expect(r.body.message).toBe(message));
    await badSign({ fullName: 'Thandi Nkosi', consent: false }, 'Please confirm that you agree to sign electronically');
    await badSign({ fullName: 'Thandi', consent: true }, 'Please type your full name: first name and surname');
    await badSign({ consent: true }, 'Full name is required');
    await badSign(
      { fullName: 'Thandi Nkosi', consent: true, signature: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
      'The drawn signature must be a PNG image',
    );
    await badSign(
      { fullName: 'Thandi Nkosi', consent: true, signature: 'data:image/gif;base64,R0lGOD==' },
      'The drawn signature must be a PNG image',
    );
    // A PNG header over broken image data is refused too, not left to fail when the firm countersigns.
    const broken = Buffer.concat([tinyPng().subarray(0, 33), Buffer.from('not image data at all')]);
    await badSign(
      { fullName: 'Thandi Nkosi', consent: true, signature: `data:image/png;base64,${broken.toString('base64')}` },
      'The drawn signature must be a PNG image',
    );

    // Another business's letter is answered like a missing one.
    for (const res of [
      await other.agent.get(`/api/engagement-letters/${id}`),
      await other.agent.get(`/api/engagement-letters/${id}/pdf`),
      await other.agent.post(`/api/engagement-letters/${id}/sign`).send({ fullName: 'Sipho Other', consent: true }),
      await agent.get('/api/engagement-letters/999999'),
      await agent.get('/api/engagement-letters/abc'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Engagement letter not found');
    }
    expect((await other.agent.get('/api/engagement-letters').expect(200)).body).toEqual([]);

    await signLetter(agent, id);
    await agent
      .post(`/api/engagement-letters/${id}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This engagement letter has already been signed'));
    // One invoice, however many times it is signed.
    expect(await t.dataSource.getRepository(Invoice).countBy({ businessId: user.businessId })).toBe(1);
  });

  it('a second purchase replaces the one still waiting for its signature', async () => {
    const { agent, user } = await clientAgent(t);
    const first = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    // Choosing the same package again while its letter waits gives the same letter.
    const again = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    expect([again.engagementLetter.id, again.subscription.id]).toEqual([first.engagementLetter.id, first.subscription.id]);
    const second = await choosePackage(agent, (await packageOf(t, 'standard')).id);
    const letters = (await agent.get('/api/engagement-letters').expect(200)).body as Array<{ id: number; status: string }>;
    expect(letters).toEqual([
      expect.objectContaining({ id: second.engagementLetter.id, status: 'sent' }),
      expect.objectContaining({ id: first.engagementLetter.id, status: 'superseded' }),
    ]);
    const subs = await t.dataSource.getRepository(Subscription).find({ where: { businessId: user.businessId }, order: { id: 'ASC' } });
    expect(subs.map((s) => [s.status, s.openKey === null])).toEqual([
      ['expired', true],
      ['awaiting_signature', false],
    ]);
    await confirmEmail(t, user.id);
    await agent
      .post(`/api/engagement-letters/${first.engagementLetter.id}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe('This engagement letter was withdrawn or replaced by a newer one and can no longer be signed'),
      );
  });

  it('verifies the original signed PDF by its hash, and refuses a copy with one changed byte', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: admin } = await staffAgent(t, 'admin');
    const chosen = await choosePackage(agent, (await packageOf(t, 'start-ups')).id);
    await confirmEmail(t, user.id);
    const signed = await signLetter(agent, chosen.engagementLetter.id, 'Thandi Zanele Nkosi');
    await admin.post(`/api/staff/engagement-letters/${chosen.engagementLetter.id}/countersign`).expect(200);
    const original = (await download(agent, `/api/engagement-letters/${chosen.engagementLetter.id}/pdf`)).body as Buffer;

    const visitor = request(t.http);
    const ok = await visitor
      .post('/api/engagement-letters/verify')
      .attach('file', original, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(ok.body).toEqual({
      valid: true,
      letterId: chosen.engagementLetter.id,
      signedAt: expect.any(String),
      signer: 'Thandi Zanele Nkosi',
    });
    expect(ok.body.signedAt).toBe(
      new Date(
        (await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: signed.engagementLetter.id })).signedAt!,
      ).toISOString(),
    );

    const changed = Buffer.from(original);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    const bad = await visitor
      .post('/api/engagement-letters/verify')
      .attach('file', changed, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(bad.body).toEqual({ valid: false });

    // The letter as presented is not a signed letter.
    const presented = (await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: chosen.engagementLetter.id }))
      .presentedSha256;
    expect(presented).not.toBe(sha256(original));
    await visitor
      .post('/api/engagement-letters/verify')
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Please attach the signed letter (PDF)'));
  });

  it('countersigning is for managers and admins, once, after the client signed', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: accountant, user: accountantUser } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, user.businessId, accountantUser.id);
    const chosen = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    const path = `/api/staff/engagement-letters/${chosen.engagementLetter.id}/countersign`;

    await manager
      .post(path)
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('Only a letter the client has signed, and the firm has not, can be countersigned'));
    await confirmEmail(t, user.id);
    await signLetter(agent, chosen.engagementLetter.id);
    await accountant
      .post(path)
      .expect(403)
      .expect((r) => expect(r.body.message).toBe('Your staff role does not allow that'));
    // The accountant still sees the letter of an assigned client in the list.
    const listed = (await accountant.get('/api/staff/engagement-letters?status=signed').expect(200)).body as Array<{ id: number }>;
    expect(listed.map((l) => l.id)).toEqual([chosen.engagementLetter.id]);
    await accountant
      .get('/api/staff/engagement-letters?status=nonsense')
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Status must be one of sent, viewed, signed, countersigned, withdrawn, superseded'));

    await manager.post(path).expect(200);
    await manager.post(path).expect(409);
    expect(await activityRows(t, 'engagement.letter.countersigned')).toHaveLength(1);
    await manager.post('/api/staff/engagement-letters/999999/countersign').expect(404);
  });

  it('a manager withdraws an unsigned letter with a reason: it can no longer be signed, its purchase ends without an invoice, and the owners are told why', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: accountant, user: accountantUser } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, user.businessId, accountantUser.id);
    const standard = await packageOf(t, 'standard');
    const chosen = await choosePackage(agent, standard.id);
    const letterId = chosen.engagementLetter.id;
    const path = `/api/staff/engagement-letters/${letterId}/withdraw`;
    const reason = 'We cannot take on a second Standard client in Paarl this month; we will call you in January.';

    // Bad input, then the wrong role, then letters that are not there for this person.
    await manager
      .post(path)
      .send({})
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Reason is required'));
    await manager
      .post(path)
      .send({ reason: '   ' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Reason is required'));
    await manager
      .post(path)
      .send({ reason: 'x'.repeat(501) })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Reason must be at most 500 characters'));
    await manager
      .post(path)
      .send({ reason: 42 })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Reason must be text'));
    await accountant
      .post(path)
      .send({ reason })
      .expect(403)
      .expect((r) => expect(r.body.message).toBe('Your staff role does not allow that'));
    await manager
      .post('/api/staff/engagement-letters/999999/withdraw')
      .send({ reason })
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Engagement letter not found'));
    await manager.post('/api/staff/engagement-letters/abc/withdraw').send({ reason }).expect(404);
    await agent.post(path).send({ reason }).expect(403);

    const withdrawn = await manager
      .post(path)
      .send({ reason: `  ${reason}  ` })
      .expect(200);
    expect(withdrawn.body).toMatchObject({ id: letterId, status: 'withdrawn', withdrawnReason: reason, businessId: user.businessId });
    expect(withdrawn.body.closedAt).toEqual(expect.any(String));
    const row = await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: letterId });
    expect(row).toMatchObject({ status: 'withdrawn', withdrawnReason: reason });

    // The purchase waiting for it ended with no invoice; the package can be chosen again.
    const sub = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: chosen.subscription.id });
    expect(sub.status).toBe('expired');
    expect(await t.dataSource.getRepository(Invoice).countBy({ businessId: user.businessId })).toBe(0);

    // The owner is told, with the reason; the client sees it on the letter and cannot sign it.
    const [mail] = await mailsTo(t, user.email, 'engagement-withdrawn');
    expect(mail.subject).toBe('Engagement letter withdrawn: Standard');
    expect(mail.text).toContain('Table Bay Accounting has withdrawn the engagement letter');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/dashboard/engagement/${letterId}`);
    const seen = await agent.get(`/api/engagement-letters/${letterId}`).expect(200);
    expect(seen.body).toMatchObject({ status: 'withdrawn', withdrawnReason: reason });
    await confirmEmail(t, user.id);
    await agent
      .post(`/api/engagement-letters/${letterId}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe('This engagement letter was withdrawn or replaced by a newer one and can no longer be signed'),
      );

    // Once only; the log names the letter, never the reason's text.
    await manager
      .post(path)
      .send({ reason })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('Only a letter the client has not signed yet can be withdrawn'));
    const [logged] = await activityRows(t, 'engagement.letter.withdrawn');
    expect(logged.details).toMatchObject({
      letterId,
      kind: 'purchase',
      subscriptionId: chosen.subscription.id,
      businessId: user.businessId,
    });
    expect(JSON.stringify(logged.details)).not.toContain('Paarl');
    expect(await activityRows(t, 'engagement.letter.withdrawn')).toHaveLength(1);

    const again = await choosePackage(agent, standard.id);
    expect(again.engagementLetter.id).not.toBe(letterId);
  });

  it('a signed letter cannot be withdrawn, and of a withdrawal and a signature at once exactly one wins', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: admin } = await staffAgent(t, 'admin');
    await confirmEmail(t, user.id);
    const first = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    await signLetter(agent, first.engagementLetter.id);
    await admin
      .post(`/api/staff/engagement-letters/${first.engagementLetter.id}/withdraw`)
      .send({ reason: 'Sent in error' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('Only a letter the client has not signed yet can be withdrawn'));
    expect((await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: first.engagementLetter.id })).status).toBe('signed');

    // Another business, with no package yet, so its owner could sign the proposal.
    const other = await clientAgent(t, { company: 'Race Traders' });
    await confirmEmail(t, other.user.id);
    const proposal = await admin
      .post(`/api/staff/clients/${other.user.businessId}/proposals`)
      .send({ serviceId: (await packageOf(t, 'advanced')).id })
      .expect(201);
    const id = proposal.body.id as number;
    const [withdrawal, signature] = await Promise.all([
      admin.post(`/api/staff/engagement-letters/${id}/withdraw`).send({ reason: 'Price to be agreed first' }),
      other.agent.post(`/api/engagement-letters/${id}/sign`).send({ fullName: 'Thandi Nkosi', consent: true }),
    ]);
    expect([withdrawal.status, signature.status].sort()).toEqual([200, 409]);
    if (signature.status === 409) {
      expect(signature.body.message).toBe('This engagement letter was withdrawn or replaced by a newer one and can no longer be signed');
    } else {
      expect(withdrawal.body.message).toBe('Only a letter the client has not signed yet can be withdrawn');
    }
    const row = await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id });
    expect(row.status).toBe(withdrawal.status === 200 ? 'withdrawn' : 'signed');
    const withdrawnMails = await mailsTo(t, other.user.email, 'engagement-withdrawn');
    expect(withdrawnMails).toHaveLength(withdrawal.status === 200 ? 1 : 0);
    // The loser left nothing behind: no subscription for a withdrawn letter, no withdrawal of a signed one.
    expect(await t.dataSource.getRepository(Subscription).countBy({ businessId: other.user.businessId })).toBe(
      signature.status === 200 ? 1 : 0,
    );
  });

  it('staff send a proposal at their own price; the owner accepts by signing, which opens the subscription and issues its invoice', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: accountant, user: accountantUser } = await staffAgent(t, 'accountant');
    const { agent: stranger } = await staffAgent(t, 'accountant');
    await assign(t, user.businessId, accountantUser.id);
    const advanced = await packageOf(t, 'advanced');

    await stranger
      .post(`/api/staff/clients/${user.businessId}/proposals`)
      .send({ serviceId: advanced.id })
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Client not found'));
    await accountant
      .post(`/api/staff/clients/${user.businessId}/proposals`)
      .send({ serviceId: advanced.id, monthlyPrice: 0 })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Monthly price must be at least R1'));
    await accountant.post(`/api/staff/clients/${user.businessId}/proposals`).send({ serviceId: 999999 }).expect(404);

    const sent = await accountant
      .post(`/api/staff/clients/${user.businessId}/proposals`)
      .send({
        serviceId: advanced.id,
        monthlyPrice: 4999.5,
        scope: 'Includes the Stellenbosch branch’s books.',
        note: 'As discussed on Tuesday.',
      })
      .expect(201);
    expect(sent.body).toMatchObject({
      kind: 'proposal',
      status: 'sent',
      monthlyPrice: 4999.5,
      title: 'Advanced',
      note: 'As discussed on Tuesday.',
    });
    const [proposalMail] = await mailsTo(t, user.email, 'engagement-proposal');
    expect(proposalMail.subject).toBe('Your proposal from Table Bay Accounting: Advanced');
    expect(proposalMail.text).toContain('R4,999.50 a month');
    expect(proposalMail.text).toContain('As discussed on Tuesday.');
    expect(proposalMail.text).toContain(`/dashboard/engagement/${sent.body.id as number}`);

    // The accountant's attention list shows it; another accountant's does not.
    const service = t.app.get(EngagementLettersService);
    const mine = await t.dataSource.getRepository(User).findOneByOrFail({ id: accountantUser.id });
    expect((await service.unsignedForStaff(mine)).map((l) => l.id)).toEqual([sent.body.id]);

    const read = await agent.get(`/api/engagement-letters/${sent.body.id as number}`).expect(200);
    expect(read.body.sections.find((s: { heading: string }) => s.heading === 'Scope of work: Advanced').paragraphs).toContain(
      'Includes the Stellenbosch branch’s books.',
    );
    await confirmEmail(t, user.id);
    const signed = await signLetter(agent, sent.body.id as number);
    expect(signed.subscription).toMatchObject({ status: 'pending', serviceId: advanced.id });
    expect(signed.invoice).toMatchObject({ status: 'issued', total: 4999.5 });
    expect((await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: signed.subscription.id })).monthlyPriceCents).toBe(499950);
    expect((await service.unsignedForStaff(mine)).map((l) => l.id)).toEqual([]);
  });
  /** Signs a letter that changes the package held: the answer has no invoice. */
  async function signChange(agent: Agent, letterId: number) {
    const res = await agent.post(`/api/engagement-letters/${letterId}/sign`).send({ fullName: 'Thandi Nkosi', consent: true }).expect(200);
    return res.body as { subscription: Record<string, unknown> & { scheduledChange: unknown }; invoice: null };
  }

  /** A business holding an active Standard package, paid for, and its owner. */
  async function activeStandard() {
    const client = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    await confirmEmail(t, client.user.id);
    const chosen = await choosePackage(client.agent, (await packageOf(t, 'standard')).id);
    const bought = await signLetter(client.agent, chosen.engagementLetter.id);
    await manager
      .post(`/api/staff/invoices/${bought.invoice.id}/mark-paid`)
      .send({ reference: 'FNB 1', paidOn: saDate(0) })
      .expect(200);
    const subscription = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: bought.subscription.id });
    expect(subscription.status).toBe('active');
    return { ...client, manager, subscription, proposals: `/api/staff/clients/${client.user.businessId}/proposals` };
  }

  it('a proposal to a business holding a main package changes it from its next period at the agreed price: signing invoices nothing, the renewal invoice charges it and the job moves the package', async () => {
    const { agent, user, manager, subscription, proposals } = await activeStandard();
    const [standard, advanced] = [await packageOf(t, 'standard'), await packageOf(t, 'advanced')];
    const renewalDate = subscription.renewalDate as Date;

    const sent = await manager
      .post(proposals)
      .send({ serviceId: advanced.id, monthlyPrice: 4500, note: 'From your next month.' })
      .expect(201);
    expect(sent.body).toMatchObject({
      kind: 'change',
      status: 'sent',
      title: 'Advanced',
      monthlyPrice: 4500,
      subscriptionId: subscription.id,
    });
    const [mail] = await mailsTo(t, user.email, 'engagement-proposal');
    expect(mail.subject).toBe('A change to your engagement from Table Bay Accounting: Advanced');
    expect(mail.text).toContain('We propose a change to');
    expect(mail.text).toContain('the Advanced package at R4,500.00 a month');
    expect(mail.text).toContain('nothing is charged when you sign');
    // Its reminder says the same, never that work starts once a first invoice is paid.
    const clock = t.app.get(Clock);
    clock.travelTo(new Date(Date.parse(sent.body.sentAt as string) + 3 * 86_400_000 + 3_600_000));
    expect(await t.app.get(EngagementReminderJob).run()).toBe(1);
    const [reminder] = await mailsTo(t, user.email, 'engagement-reminder');
    expect(reminder.text).toContain('Once it is signed, the change applies from your first billing period not yet invoiced');
    expect(reminder.text).not.toContain('first invoice is paid');
    clock.reset();
    const read = await agent.get(`/api/engagement-letters/${sent.body.id as number}`).expect(200);
    const fees = read.body.sections.find((section: { heading: string }) => section.heading === 'Fees and when they change');
    expect(fees.paragraphs.join(' ')).toContain(
      'This letter replaces the terms of your Standard package from the start of the first billing period not yet invoiced',
    );
    expect(fees.paragraphs.join(' ')).not.toContain('The first invoice is issued when you sign');

    const invoicesBefore = await t.dataSource.getRepository(Invoice).countBy({ businessId: user.businessId });
    const signed = await signChange(agent, sent.body.id as number);
    expect(signed.invoice).toBeNull();
    expect(signed.subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      serviceId: standard.id,
      monthlyPrice: 3599,
      scheduledChange: {
        serviceId: advanced.id,
        title: 'Advanced',
        price: 4500,
        effectiveFrom: renewalDate.toISOString(),
        agreedByLetter: true,
      },
    });
    expect(await t.dataSource.getRepository(Invoice).countBy({ businessId: user.businessId })).toBe(invoicesBefore);
    expect(await activityRows(t, 'engagement.letter.signed')).toContainEqual(
      expect.objectContaining({
        details: expect.objectContaining({ letterId: sent.body.id, subscriptionId: subscription.id, invoiceId: null }),
      }),
    );
    // What a letter agreed is not the client's alone to call off.
    await agent
      .post(`/api/subscriptions/${subscription.id}/change`)
      .send({ serviceId: standard.id })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe(
          'The change waiting for this subscription was agreed in an engagement letter: ask the firm if it should not go ahead',
        ),
      );

    // A week ahead, the renewal invoice bills the new package at the agreed price; paying it and
    // reaching the renewal date moves the subscription to it, at that price from then on.
    clock.travelTo(new Date(renewalDate.getTime() - 6 * 86_400_000));
    await t.app.get(BillingJobService).run(clock.now());
    const renewal = await t.dataSource
      .getRepository(Invoice)
      .findOneByOrFail({ subscriptionId: subscription.id, periodStart: renewalDate });
    expect(renewal).toMatchObject({ totalCents: 450000, description: 'Advanced package: monthly fee', status: 'issued' });
    await manager
      .post(`/api/staff/invoices/${renewal.id}/mark-paid`)
      .send({ reference: 'FNB 2', paidOn: firmToday(clock.now()) })
      .expect(200);
    clock.travelTo(new Date(renewalDate.getTime() + 3_600_000));
    expect(await t.app.get(BillingJobService).run(clock.now())).toMatchObject({ packageChanges: 1 });
    const moved = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
    expect(moved).toMatchObject({
      serviceId: advanced.id,
      monthlyPriceCents: 450000,
      scheduledServiceId: null,
      scheduledChangeAt: null,
      scheduledMonthlyPriceCents: null,
    });
    expect((await agent.get('/api/subscriptions').expect(200)).body).toEqual([
      expect.objectContaining({ id: subscription.id, serviceId: advanced.id, monthlyPrice: 4500, scheduledChange: null }),
    ]);
  });

  it('a new fee for the package held is a change too; the same package at the same price, or one not active yet, is refused', async () => {
    const pending = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    await confirmEmail(t, pending.user.id);
    const standard = await packageOf(t, 'standard');
    await signLetter(pending.agent, (await choosePackage(pending.agent, standard.id)).engagementLetter.id);
    await manager
      .post(`/api/staff/clients/${pending.user.businessId}/proposals`)
      .send({ serviceId: (await packageOf(t, 'advanced')).id, monthlyPrice: 4999 })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe(
          "This business's Standard package is not active: a change can be proposed once it is active (or, once it has ended, a new package).",
        ),
      );
    expect(
      await t.dataSource.getRepository(EngagementLetter).countBy({ businessId: pending.user.businessId, kind: In(['proposal', 'change']) }),
    ).toBe(0);

    const { agent, subscription, proposals } = await activeStandard();
    await manager
      .post(proposals)
      .send({ serviceId: standard.id })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This business already has the Standard package at that price'));
    const first = await manager.post(proposals).send({ serviceId: standard.id, monthlyPrice: 3799 }).expect(201);
    // A second change supersedes the one still waiting.
    const second = await manager.post(proposals).send({ serviceId: standard.id, monthlyPrice: 3899 }).expect(201);
    expect((await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: first.body.id as number })).status).toBe('superseded');
    const signed = await signChange(agent, second.body.id as number);
    expect(signed.subscription.scheduledChange).toMatchObject({ serviceId: standard.id, price: 3899, agreedByLetter: true });

    const clock = t.app.get(Clock);
    const renewalDate = subscription.renewalDate as Date;
    clock.travelTo(new Date(renewalDate.getTime() - 6 * 86_400_000));
    await t.app.get(BillingJobService).run(clock.now());
    expect(
      (await t.dataSource.getRepository(Invoice).findOneByOrFail({ subscriptionId: subscription.id, periodStart: renewalDate })).totalCents,
    ).toBe(389900);
  });

  it('a change letter signed after its subscription was cancelled is refused and changes nothing', async () => {
    const { agent, manager, subscription, proposals } = await activeStandard();
    const sent = await manager
      .post(proposals)
      .send({ serviceId: (await packageOf(t, 'advanced')).id, monthlyPrice: 4500 })
      .expect(201);
    await agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);
    await agent
      .post(`/api/engagement-letters/${sent.body.id as number}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe('The subscription this letter changes is no longer active; ask the firm for a new letter'),
      );
    expect((await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: sent.body.id as number })).status).toBe('sent');
    expect(await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id })).toMatchObject({
      status: 'canceled',
      scheduledServiceId: null,
      scheduledMonthlyPriceCents: null,
    });
  });

  it('a package the client buys replaces a proposal still waiting, which could no longer be signed', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    await confirmEmail(t, user.id);
    const proposal = await manager
      .post(`/api/staff/clients/${user.businessId}/proposals`)
      .send({ serviceId: (await packageOf(t, 'advanced')).id, monthlyPrice: 4999 })
      .expect(201);
    await choosePackage(agent, (await packageOf(t, 'essential')).id);
    const letter = await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: proposal.body.id as number });
    expect(letter.status).toBe('superseded');
    await agent
      .post(`/api/engagement-letters/${letter.id}/sign`)
      .send({ fullName: 'Thandi Nkosi', consent: true })
      .expect(409)
      .expect((r) =>
        expect(r.body.message).toBe('This engagement letter was withdrawn or replaced by a newer one and can no longer be signed'),
      );
  });

  it('of a main-package proposal and a purchase at the same moment, the proposal never ends up waiting beside the package', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const [essential, advanced] = [(await packageOf(t, 'essential')).id, (await packageOf(t, 'advanced')).id];
    for (let round = 0; round < 4; round++) {
      const { agent, user } = await clientAgent(t);
      await confirmEmail(t, user.id);
      const [bought, proposed] = await Promise.all([
        agent.post('/api/subscriptions').send({ serviceId: essential, acceptTerms: true }),
        manager.post(`/api/staff/clients/${user.businessId}/proposals`).send({ serviceId: advanced, monthlyPrice: 4999 }),
      ]);
      expect(bought.status).toBe(201);
      // Either the proposal came second and was refused, or it came first and the purchase replaced it.
      if (proposed.status === 201) {
        const letter = await t.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id: proposed.body.id as number });
        expect({ round, status: letter.status }).toEqual({ round, status: 'superseded' });
      } else {
        expect({ round, status: proposed.status }).toEqual({ round, status: 409 });
      }
      const waiting = await t.dataSource
        .getRepository(EngagementLetter)
        .countBy({ businessId: user.businessId, kind: 'proposal', status: In(['sent', 'viewed']) });
      expect({ round, waiting }).toEqual({ round, waiting: 0 });
    }
  });

  it('reminds the owners of an unsigned letter after 3 and 7 days, once each, even with two instances', async () => {
    const { agent, user } = await clientAgent(t);
    const clock = t.app.get(Clock);
    const sentAt = new Date('2026-11-02T08:00:00Z');
    clock.travelTo(sentAt);
    await choosePackage(agent, (await packageOf(t, 'standard')).id);
    const job = t.app.get(EngagementReminderJob);
    // A second instance on the same database; closed after the suite (Passport's strategy is process-wide and points at the newest app).
    const second = await createTestApp(ENV, { reset: false });
    extraApps.push(second);
    try {
      const at = (days: number, hours = 0) => new Date(sentAt.getTime() + days * 86_400_000 + hours * 3_600_000);
      clock.travelTo(at(2, 23));
      expect(await job.run()).toBe(0);

      clock.travelTo(at(3, 1));
      second.app.get(Clock).travelTo(at(3, 1));
      const both = await Promise.all([job.run(), second.app.get(EngagementReminderJob).run()]);
      expect(both.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
      expect(await job.run()).toBe(0);
      expect(await second.app.get(EngagementReminderJob).run()).toBe(0);
      let reminders = await mailsTo(t, user.email, 'engagement-reminder');
      expect(reminders).toHaveLength(1);
      expect(reminders[0].subject).toBe('Reminder: your engagement letter for Standard is waiting for your signature');
      expect(reminders[0].text).toContain('was sent 3 days ago');

      clock.travelTo(at(7, 1));
      expect(await job.run()).toBe(1);
      expect(await job.run()).toBe(0);
      reminders = await mailsTo(t, user.email, 'engagement-reminder');
      expect(reminders.map((m) => (m.text ?? '').includes('was sent 7 days ago'))).toEqual([false, true]);

      clock.travelTo(at(30));
      expect(await job.run()).toBe(0);
    } finally {
      second.app.get(Clock).reset();
    }
  });
});

describe('Engagement letters countersigned automatically (ENGAGEMENT_AUTO_COUNTERSIGN=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ENV, ENGAGEMENT_AUTO_COUNTERSIGN: 'true' });
  });
  afterAll(() => t.close());

  it('completes the letter when the client signs, in the firm’s name', async () => {
    const { agent, user } = await clientAgent(t);
    const chosen = await choosePackage(agent, (await packageOf(t, 'essential')).id);
    await confirmEmail(t, user.id);
    const signed = await signLetter(agent, chosen.engagementLetter.id);
    expect(signed.engagementLetter).toMatchObject({ status: 'countersigned', complete: true });
    const pdf = (await download(agent as Agent, `/api/engagement-letters/${chosen.engagementLetter.id}/pdf`)).body as Buffer;
    expect(sha256(pdf)).toBe(signed.engagementLetter.signedSha256);
    const text = await pdfText(pdf);
    expect(text).toContain('Automatically when the client signed (firm setting)');
    expect((await mailsTo(t, user.email, 'engagement-completed')).length).toBe(1);
  });
});

describe('Engagement letter verification is rate-limited per IP (LETTER_VERIFY_LIMIT_PER_HOUR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ENV, LETTER_VERIFY_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers the third check in an hour with 429', async () => {
    const check = () =>
      request(t.http).post('/api/engagement-letters/verify').attach('file', Buffer.from('%PDF-1.4 not ours'), {
        filename: 'letter.pdf',
        contentType: 'application/pdf',
      });
    expect((await check()).body).toEqual({ valid: false });
    expect((await check()).status).toBe(200);
    const third = await check();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('You have checked several documents in a short time. Please try again later.');
  });
});
