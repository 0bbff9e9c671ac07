import { BusinessMember } from '../src/businesses/business-member.entity';
import type { ClientRole } from '../src/businesses/business-roles';
import { Clock } from '../src/common/clock/clock';
import { SchedulerLease } from '../src/common/scheduling/scheduler-lease.entity';
import { ComplianceReminder } from '../src/compliance/compliance-reminder.entity';
import { ComplianceReminderJobs } from '../src/compliance/compliance-reminders.jobs';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { Agent, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { linkIn, ReceivedMail, SmtpSink } from './support/smtp-sink';
import { createTestApp, TestApp } from './support/test-app';

const PUBLIC_URL = 'http://portal.test';
/** 08:00 (or another hour) in Johannesburg on a yyyy-MM-dd date. */
const jhb = (date: string, hour = 8) => new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`);

type Obligation = { id: number; type: string; label: string; periodEnd: string; dueDate: string };
type Person = { agent: Agent; user: { id: number; email: string; businessId: number } };

/**
 * Tax calendar reminders (docs/compliance.md, "Reminders"): mailed through the outbox 7 days
 * before, 1 day before and on the due date, from 08:00 Johannesburg, to the people each
 * obligation concerns, never for a settled one, never twice (same run, a restart, two instances),
 * and not to anyone who turned them off. Delivered to a real SMTP server.
 */
describe('Compliance reminders (real SMTP server)', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let worker: MailDeliveryWorker;
  const extraApps: TestApp[] = [];

  const env = { ...STAFF_SUITE_ENV, SMTP_URL: '', MAIL_WORKER: 'false', PUBLIC_URL };

  /** Delivers everything queued and returns the reminders that arrived since the last call. */
  async function deliver(): Promise<ReceivedMail[]> {
    await worker.drain();
    const got = sink.received.filter((m) => (m.parsed.subject ?? '').includes(' is due on '));
    sink.clear();
    return got;
  }

  beforeAll(async () => {
    await sink.start();
    env.SMTP_URL = sink.url;
    t = await createTestApp(env);
    worker = t.app.get(MailDeliveryWorker);
  });
  afterAll(async () => {
    // Passport's strategy is process-wide and points at the newest app: extra instances go first.
    for (const a of extraApps) await a.close();
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await worker.drain();
    await t.reset();
    t.app.get(Clock).reset();
    sink.clear();
  });

  /**
   * Mokoena Trading: a VAT vendor (category A, eFiling) with a PAYE reference, its owner, and one
   * member of each other role. EMP201 for Jan 2027 is due Friday 5 Feb (the 7th is a Sunday); VAT201
   * for Dec 2026–Jan 2027 on Friday 26 Feb.
   */
  async function mokoena() {
    const owner = (await clientAgent(t, { firstName: 'Sipho', lastName: 'Mokoena', company: 'Mokoena Trading' })) as Person;
    await owner.agent.patch('/api/user').send({ vatCategory: 'A', payeReference: '7123456789' }).expect(200);
    const members = {} as Record<Exclude<ClientRole, 'owner'>, Person>;
    for (const role of ['finance', 'bookkeeper', 'payroll', 'viewer'] as const) {
      const person = (await clientAgent(t, { firstName: role, company: `${role} own business` })) as Person;
      await t.dataSource.getRepository(BusinessMember).insert({ businessId: owner.user.businessId, userId: person.user.id, role });
      members[role] = person;
    }
    const rows = (await owner.agent.get('/api/compliance/obligations?from=2027-01-01&to=2027-03-31').expect(200)).body as Obligation[];
    const emp = rows.find((r) => r.type === 'EMP201' && r.periodEnd === '2027-01-31')!;
    const vat = rows.find((r) => r.type === 'VAT201' && r.periodEnd === '2027-01-31')!;
    expect([emp.label, emp.dueDate]).toEqual(['EMP201 for Jan 2027', '2027-02-05']);
    expect([vat.label, vat.dueDate]).toEqual(['VAT201 for Dec 2026–Jan 2027', '2027-02-26']);
    return { owner, ...members, emp, vat };
  }

  /** Runs the job at `hour` Johannesburg time on `date` and returns what it delivered. */
  async function runAt(date: string, hour = 8, app: TestApp = t): Promise<ReceivedMail[]> {
    app.app.get(Clock).travelTo(jhb(date, hour));
    await app.app.get(ComplianceReminderJobs).sendReminders();
    return deliver();
  }

  const about = (mails: ReceivedMail[], o: Obligation) => mails.filter((m) => m.parsed.subject?.startsWith(`${o.label} is due`));
  const recipients = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();
  const emails = (...people: Person[]) => people.map((p) => p.user.email).sort();

  it('reminds the people each obligation concerns 7 days before, the day before and on the day, from 08:00, once each', async () => {
    const { owner, finance, bookkeeper, payroll, viewer, emp, vat } = await mokoena();
    const everything: ReceivedMail[] = [];

    // Before 08:00 in Johannesburg nothing goes out.
    expect(await runAt('2027-01-29', 7)).toEqual([]);

    const week = await runAt('2027-01-29');
    everything.push(...week);
    const empWeek = about(week, emp);
    // A payroll return: the owners and the payroll administrator.
    expect(recipients(empWeek)).toEqual(emails(owner, payroll));
    const mail = empWeek.find((m) => m.to[0] === owner.user.email)!;
    expect(mail.parsed.subject).toBe('EMP201 for Jan 2027 is due on 5 Feb 2027 (Mokoena Trading)');
    expect(mail.parsed.text).toContain('Hello Sipho,');
    expect(mail.parsed.text).toContain('EMP201 for Jan 2027 for Mokoena Trading is due in 7 days, on 5 Feb 2027.');
    expect(mail.parsed.text).toContain('PAYE, UIF and SDL');
    expect(mail.parsed.text).toContain('Period: 1 Jan 2027 to 31 Jan 2027');
    expect(mail.parsed.text).toContain('Status: Upcoming');
    expect(linkIn(mail.parsed.text, `${PUBLIC_URL}/dashboard/tax-calendar`)).toBe(`${PUBLIC_URL}/dashboard/tax-calendar`);
    expect(mail.parsed.text).toContain(
      `turn off "Tax calendar reminders" in your notification settings: ${PUBLIC_URL}/dashboard/settings#notifications`,
    );
    expect(mail.raw.toString()).toContain(`List-Unsubscribe: <${PUBLIC_URL}/dashboard/settings#notifications>`);

    // The same day again, later: nothing new.
    expect(await runAt('2027-01-29', 15)).toEqual([]);
    // The days between send nothing about it.
    for (const day of ['2027-01-30', '2027-02-01', '2027-02-03']) {
      const got = await runAt(day);
      everything.push(...got);
      expect(about(got, emp)).toEqual([]);
    }

    const dayBefore = await runAt('2027-02-04');
    everything.push(...dayBefore);
    expect(recipients(about(dayBefore, emp))).toEqual(emails(owner, payroll));
    expect(about(dayBefore, emp)[0].parsed.text).toContain('is due tomorrow, on 5 Feb 2027.');

    const onTheDay = await runAt('2027-02-05', 10);
    everything.push(...onTheDay);
    expect(recipients(about(onTheDay, emp))).toEqual(emails(owner, payroll));
    expect(about(onTheDay, emp)[0].parsed.text).toContain('is due today, on 5 Feb 2027.');
    // After the due date there are no more reminders of it.
    const after = await runAt('2027-02-06');
    everything.push(...after);
    expect(about(after, emp)).toEqual([]);

    // VAT: the owners, finance and the bookkeepers.
    const vatWeek = await runAt('2027-02-19');
    everything.push(...vatWeek);
    expect(recipients(about(vatWeek, vat))).toEqual(emails(owner, finance, bookkeeper));
    expect(about(vatWeek, vat)[0].parsed.subject).toBe('VAT201 for Dec 2026–Jan 2027 is due on 26 Feb 2027 (Mokoena Trading)');
    everything.push(...(await runAt('2027-02-25')), ...(await runAt('2027-02-26')));
    expect(recipients(about(everything, vat))).toEqual(
      emails(owner, owner, owner, finance, finance, finance, bookkeeper, bookkeeper, bookkeeper),
    );

    // Viewers are never reminded.
    expect(everything.flatMap((m) => m.to)).not.toContain(viewer.user.email);
    // One row per obligation, person and kind, each with its outbox mail.
    const reminders = await t.dataSource.getRepository(ComplianceReminder).find({ where: { obligationId: emp.id } });
    expect(reminders.map((r) => `${r.kind}:${r.userId}`).sort()).toEqual(
      ['7d', '1d', 'due'].flatMap((kind) => [owner, payroll].map((p) => `${kind}:${p.user.id}`)).sort(),
    );
    expect(
      await t.dataSource.getRepository(OutboxMessage).countBy({ template: 'compliance-reminder', category: 'compliance-reminders' }),
    ).toBe(everything.length);
  });

  it('sends nothing about a settled obligation, and nothing to a person who turned the reminders off', async () => {
    const { owner, finance, bookkeeper, payroll, emp, vat } = await mokoena();
    const admin = await staffAgent(t, 'admin');
    await admin.agent.patch(`/api/staff/compliance/${emp.id}`).send({ status: 'submitted' }).expect(200);
    expect(about(await runAt('2027-01-29'), emp)).toEqual([]);
    t.app.get(Clock).reset();
    await admin.agent.patch(`/api/staff/compliance/${emp.id}`).send({ status: 'in_progress' }).expect(200);
    // Not settled again: reminded.
    expect(recipients(about(await runAt('2027-02-04'), emp))).toEqual(emails(owner, payroll));
    t.app.get(Clock).reset();
    await admin.agent.patch(`/api/staff/compliance/${emp.id}`).send({ status: 'paid' }).expect(200);
    expect(about(await runAt('2027-02-05'), emp)).toEqual([]);

    t.app.get(Clock).reset();
    const off = await finance.agent.patch('/api/user/notification-preferences').send({ complianceReminders: false }).expect(200);
    expect(off.body).toMatchObject({ complianceReminders: false, requestReminders: true });
    expect((await finance.agent.get('/api/user/notification-preferences').expect(200)).body.complianceReminders).toBe(false);
    const bad = await finance.agent.patch('/api/user/notification-preferences').send({ complianceReminders: 'no' }).expect(400);
    expect(bad.body.errors).toEqual({ complianceReminders: 'complianceReminders must be true or false' });
    expect(recipients(about(await runAt('2027-02-19'), vat))).toEqual(emails(owner, bookkeeper));
  });

  it('never sends a reminder twice: run twice, after a restart, or on two instances at once', async () => {
    const { owner, payroll, emp } = await mokoena();
    // A second instance on the same database, as a replica (or the app after a restart).
    const b = await createTestApp(env, { reset: false });
    extraApps.push(b);
    for (const app of [t, b]) app.app.get(Clock).travelTo(jhb('2027-01-29', 9));
    const counts = await Promise.all([t, b, t, b].map((app) => app.app.get(ComplianceReminderJobs).sendReminders()));
    const first = await deliver();
    expect(counts.reduce((a, n) => a + n, 0)).toBe(first.length);
    expect(recipients(about(first, emp))).toEqual(emails(owner, payroll));
    // Each person got each mail once.
    const pairs = first.map((m) => `${m.to.join()}|${m.parsed.subject}`);
    expect(new Set(pairs).size).toBe(pairs.length);

    // Later the same day on either instance, and on a fresh one: nothing more.
    expect(await b.app.get(ComplianceReminderJobs).sendReminders()).toBe(0);
    expect(await t.app.get(ComplianceReminderJobs).sendReminders()).toBe(0);
    const c = await createTestApp(env, { reset: false });
    extraApps.push(c);
    c.app.get(Clock).travelTo(jhb('2027-01-29', 16));
    expect(await c.app.get(ComplianceReminderJobs).sendReminders()).toBe(0);
    // Even a pass that starts over (as after a crash before the day's pass was marked done) finds
    // every reminder already recorded.
    await t.dataSource.getRepository(SchedulerLease).update({ name: 'compliance-reminders' }, { lastRunAt: null });
    expect(await c.app.get(ComplianceReminderJobs).sendReminders()).toBe(0);
    expect(await deliver()).toEqual([]);
    expect(await t.dataSource.getRepository(ComplianceReminder).countBy({ obligationId: emp.id, kind: '7d' })).toBe(2);
  });
});
