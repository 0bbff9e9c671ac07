import request from 'supertest';
import { Clock } from '../src/common/clock/clock';
import { ComplianceObligation } from '../src/compliance/compliance-obligation.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { Job, JobChecklistItem } from '../src/work/job.entity';
import { seedJobTemplates } from '../src/work/job-templates.seed';
import { WorkJobs } from '../src/work/work.jobs';
import { WorkPlanner } from '../src/work/work-planner.service';
import { WorkService } from '../src/work/work.service';
import {
  activityRows,
  Agent,
  assign,
  clientAgent,
  eventually,
  saDate,
  STAFF_SUITE_ENV,
  staffAgent,
  upload,
} from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import type { StaffRole } from '../src/users/staff-roles';

/** 09:00 (or another hour) in Johannesburg on a yyyy-MM-dd date. */
const jhb = (date: string, hour = 9) => new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`);
/** Monday 4 January 2027: the first business day of the year (1 January is a holiday). */
const TODAY = '2027-01-04';

type JobSummary = {
  id: number;
  title: string;
  dueDate: string;
  stage: string;
  overdue: boolean;
  obligationId: number | null;
  client: { id: number };
};

/**
 * The firm's recurring work (docs/work.md) on the real app: jobs made from the packages a client
 * holds and its tax calendar, once however often and however many instances plan; retired when the
 * package or profile no longer calls for them; moved on by the client's uploads; the obligation
 * marked submitted with its PRN; scope; what the client sees; the digest.
 */
describe('Recurring work', () => {
  let t: TestApp;
  const extraApps: TestApp[] = [];
  const env = { ...STAFF_SUITE_ENV, MAIL_WORKER: 'false', WORK_PLAN_MONTHS_AHEAD: '3' };

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(async () => {
    for (const a of extraApps) await a.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    await seedJobTemplates(t.dataSource);
    for (const app of [t, ...extraApps]) app.app.get(Clock).reset();
  });

  /**
   * Moves the app's clock to `date` (09:00 Johannesburg). Staff sign in before it moves: their
   * authenticator codes follow the real time.
   */
  const at = (date: string, hour = 9) => t.app.get(Clock).travelTo(jhb(date, hour));

  /**
   * Mokoena Trading: a VAT vendor (category A, eFiling) with a PAYE reference on the Standard
   * package, looked after by an accountant.
   */
  async function standardClient(more: StaffRole[] = []) {
    const admin = await staffAgent(t, 'admin');
    const accountant = await staffAgent(t, 'accountant', { firstName: 'Lindiwe', lastName: 'Dube' });
    const others = [];
    for (const role of more) others.push(await staffAgent(t, role));
    // Staff have signed in (their authenticator codes follow the real time); from here it is 4 January 2027.
    at(TODAY);
    const owner = await clientAgent(t, { firstName: 'Sipho', lastName: 'Mokoena', company: 'Mokoena Trading' });
    await owner.agent.patch('/api/user').send({ vatCategory: 'A', payeReference: '7123456789' }).expect(200);
    await assign(t, owner.user.businessId, accountant.user.id);
    const services = (await request(t.http).get('/api/services').expect(200)).body as Array<{ id: number; packageType: string }>;
    const standard = services.find((s) => s.packageType === 'standard')!;
    // Bought as a client does (its engagement letter signed) and the first invoice paid by EFT.
    const { subscription, invoice } = await buyBySigning(t, owner.agent, standard.id);
    const subscriptionId = subscription.id;
    await admin.agent
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 0401', paidOn: saDate(0) })
      .expect(200);
    // The activation's billing event plans the business at once; wait until it has.
    await eventually(
      () => t.dataSource.getRepository(Job).count(),
      (n) => n === 10,
    );
    // ...and has sent the client tasks of December's jobs, which start today.
    await eventually(
      () => t.dataSource.getRepository(Job).count({ where: { stage: 'waiting_for_client' } }),
      (n) => n === 2,
    );
    await new Promise((r) => setTimeout(r, 200));
    return { admin, accountant, owner, subscriptionId, others };
  }

  async function jobsOf(agent: Agent, query = ''): Promise<JobSummary[]> {
    const res = await agent.get(`/api/staff/jobs?pageSize=100${query}`).expect(200);
    return (res.body as { items: JobSummary[] }).items;
  }

  const planner = (app: TestApp = t) => app.app.get(WorkPlanner);

  const onMariaDb = () => t.dataSource.options.type === 'mysql';

  it('makes each job the packages and the tax calendar call for, with due dates by the firm calendar', async () => {
    const { admin, accountant } = await standardClient();
    await planner().planAll();
    const jobs = await jobsOf(admin.agent);
    expect(jobs.map((j) => [j.title, j.dueDate])).toEqual([
      // EMP201 for Dec 2026 is due Thursday 7 January; the firm wants it 2 business days before.
      ['EMP201 and payroll Dec 2026', '2027-01-05'],
      // Bookkeeping is due on the 15th of the month after.
      ['Monthly bookkeeping Dec 2026', '2027-01-15'],
      // EMP201 for Jan is due Friday 5 February (the 7th is a Sunday).
      ['EMP201 and payroll Jan 2027', '2027-02-03'],
      ['Monthly bookkeeping Jan 2027', '2027-02-15'],
      // VAT201 for Dec–Jan is due Friday 26 February (eFiling: the last business day of the month after).
      ['VAT201 Dec 2026–Jan 2027', '2027-02-23'],
      ['EMP201 and payroll Feb 2027', '2027-03-03'],
      ['Monthly bookkeeping Feb 2027', '2027-03-15'],
      ['EMP201 and payroll Mar 2027', '2027-04-05'],
      ['Monthly bookkeeping Mar 2027', '2027-04-15'],
      // VAT201 for Feb–Mar is due Friday 30 April; 3 business days before skips Freedom Day (27 April).
      ['VAT201 Feb–Mar 2027', '2027-04-26'],
    ]);
    // Every job goes to the client's accountant; those that follow an obligation are linked to it.
    const mine = await jobsOf(accountant.agent, '&assigneeId=me');
    expect(mine).toHaveLength(10);
    const vat = jobs.find((j) => j.title === 'VAT201 Dec 2026–Jan 2027')!;
    const obligation = await t.dataSource.getRepository(ComplianceObligation).findOneByOrFail({ id: vat.obligationId! });
    expect([obligation.type, obligation.periodEnd]).toEqual(['VAT201', '2027-01-31']);
  });

  it('retires future jobs nobody started when the profile or package changes, and never a done one', async () => {
    const { accountant, owner } = await standardClient();
    await planner().planAll();
    const vat = (await jobsOf(accountant.agent)).filter((j) => j.title.startsWith('VAT201'));
    // The first VAT job is done already; the second is untouched.
    await accountant.agent.patch(`/api/staff/jobs/${vat[0].id}`).send({ stage: 'done' }).expect(200);

    await owner.agent.patch('/api/user').send({ vatCategory: null }).expect(200);
    const after = await eventually(
      () => jobsOf(accountant.agent),
      (jobs) => jobs.find((j) => j.id === vat[1].id)?.stage === 'cancelled',
    );
    expect(after.find((j) => j.id === vat[1].id)!.stage).toBe('cancelled');
    expect(after.find((j) => j.id === vat[0].id)!.stage).toBe('done');
    const retired = await activityRows(t, 'work.job.retired');
    expect(retired.map((r) => r.details)).toEqual([{ jobId: vat[1].id, businessId: owner.user.businessId }]);
    expect(retired[0].userId).toBeNull();

    // VAT again: the retired job comes back; the done one stays done.
    await owner.agent.patch('/api/user').send({ vatCategory: 'A' }).expect(200);
    await eventually(
      () => jobsOf(accountant.agent),
      (jobs) => jobs.find((j) => j.id === vat[1].id)?.stage === 'planned',
    );
    expect((await jobsOf(accountant.agent)).find((j) => j.id === vat[0].id)!.stage).toBe('done');
  });

  it('retires the future work of a cancelled package once its paid period is over', async () => {
    const { accountant, owner, subscriptionId } = await standardClient();
    await planner().planAll();
    // Paid until 20 January 2027 (the renewal date activation set is a month from the real today).
    await t.dataSource.query(`UPDATE subscriptions SET renewalDate = '2027-01-20 00:00:00' WHERE id = ${subscriptionId}`);
    await owner.agent.post(`/api/subscriptions/${subscriptionId}/cancel`).expect(200);
    // Access lasts until 20 January: work for periods from February on is no longer covered.
    const jobs = await eventually(
      () => jobsOf(accountant.agent),
      (list) => list.filter((j) => j.stage === 'cancelled').length >= 5,
    );
    expect(jobs.filter((j) => j.stage === 'cancelled').map((j) => j.title)).toEqual([
      'EMP201 and payroll Feb 2027',
      'Monthly bookkeeping Feb 2027',
      'EMP201 and payroll Mar 2027',
      'Monthly bookkeeping Mar 2027',
      'VAT201 Feb–Mar 2027',
    ]);
    expect(jobs.filter((j) => j.stage !== 'cancelled')).toHaveLength(5);
  });

  it('sends the client tasks when a job starts and moves it on once the client has uploaded what was asked', async () => {
    const { accountant, owner } = await standardClient();
    await planner().planAll();
    const bookkeeping = (await jobsOf(accountant.agent)).find((j) => j.title === 'Monthly bookkeeping Dec 2026')!;
    const detail = (await accountant.agent.get(`/api/staff/jobs/${bookkeeping.id}`).expect(200)).body as {
      stage: string;
      checklist: Array<{ id: number; kind: string; title: string; documentRequestId: number | null; done: boolean }>;
    };
    expect(detail.stage).toBe('waiting_for_client');
    const tasks = detail.checklist.filter((i) => i.kind === 'document_request');
    expect(tasks.map((i) => i.title)).toEqual(['Bank statements for the month', 'Invoices and receipts for the month']);
    expect(tasks.every((i) => i.documentRequestId !== null)).toBe(true);

    // The client sees the requests where requests always appear, and what is waiting on them.
    const requests = (await owner.agent.get('/api/document-requests').expect(200)).body as Array<{
      id: number;
      description: string;
      dueDate: string;
    }>;
    const bank = requests.find((r) => r.id === tasks[0].documentRequestId)!;
    expect(bank.description).toBe(
      'Statements for the month from every business bank account and credit card. (Monthly bookkeeping Dec 2026)',
    );
    // Five business days after today, within the job's own due date.
    expect(bank.dueDate).toBe('2027-01-11');
    const mail = await t.dataSource.getRepository(OutboxMessage).find({ where: { template: 'document-request', to: owner.user.email } });
    expect(mail).toHaveLength(2);

    await upload(owner.agent, { requestId: tasks[0].documentRequestId!, category: 'bank_statement' });
    // One of two is in: still waiting.
    await eventually(
      async () => (await accountant.agent.get(`/api/staff/jobs/${bookkeeping.id}`)).body as typeof detail,
      (d) => d.checklist.find((i) => i.id === tasks[0].id)!.done,
    );
    expect(((await accountant.agent.get(`/api/staff/jobs/${bookkeeping.id}`)).body as typeof detail).stage).toBe('waiting_for_client');
    await upload(owner.agent, { requestId: tasks[1].documentRequestId!, category: 'receipt' });
    const moved = await eventually(
      async () => (await accountant.agent.get(`/api/staff/jobs/${bookkeeping.id}`)).body as typeof detail,
      (d) => d.stage === 'in_progress',
    );
    expect(moved.stage).toBe('in_progress');
    const stages = (await activityRows(t, 'work.job.stage')).filter((r) => r.details!.jobId === bookkeeping.id);
    expect(stages.map((r) => [r.userId, r.details!.stage, r.details!.reason])).toEqual([
      [null, 'waiting_for_client', 'client_tasks_sent'],
      [null, 'in_progress', 'client_tasks_in'],
    ]);
  });

  it('marks the linked obligation submitted with the PRN when the job is done, and records who did it', async () => {
    const { accountant } = await standardClient();
    await planner().planAll();
    const emp = (await jobsOf(accountant.agent)).find((j) => j.title === 'EMP201 and payroll Dec 2026')!;
    const refused = await accountant.agent.patch(`/api/staff/jobs/${emp.id}`).send({ prn: '7123456789LC1226' }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'A PRN is recorded when the job is marked done',
      errors: { prn: 'A PRN is recorded when the job is marked done' },
    });
    const bad = await accountant.agent.patch(`/api/staff/jobs/${emp.id}`).send({ stage: 'done', prn: 'PRN 12/3' }).expect(400);
    expect(bad.body.message).toBe('The PRN may contain only letters and digits, as SARS prints it');

    const done = await accountant.agent.patch(`/api/staff/jobs/${emp.id}`).send({ stage: 'done', prn: '7123456789lc1226' }).expect(200);
    expect(done.body).toMatchObject({ stage: 'done', obligation: { status: 'submitted', prn: '7123456789LC1226' } });
    const row = await t.dataSource.getRepository(ComplianceObligation).findOneByOrFail({ id: emp.obligationId! });
    expect([row.status, row.prn, row.updatedById]).toEqual(['submitted', '7123456789LC1226', accountant.user.id]);
    const update = (await activityRows(t, 'work.job.update')).find((r) => r.details!.jobId === emp.id)!;
    expect(update.userId).toBe(accountant.user.id);
    expect(update.details).toMatchObject({
      stage: 'done',
      previousStage: 'waiting_for_client',
      obligationSubmitted: true,
      prn: '7123456789LC1226',
    });
    expect((await activityRows(t, 'compliance.obligation.update')).map((r) => r.details)).toEqual([
      expect.objectContaining({ obligationId: emp.obligationId, status: 'submitted', previousStatus: 'upcoming', via: 'work' }),
    ]);
  });

  it('shows an accountant only the jobs of their clients; another client’s job is not found', async () => {
    const { accountant, admin, others } = await standardClient(['accountant', 'manager']);
    const [other, manager] = others;
    await planner().planAll();
    const all = await jobsOf(manager.agent);
    expect(all).toHaveLength(10);
    expect((await other.agent.get('/api/staff/jobs').expect(200)).body).toMatchObject({ items: [], total: 0 });
    const res = await other.agent.get(`/api/staff/jobs/${all[0].id}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Job not found', code: 'job.not_found' });
    await other.agent.patch(`/api/staff/jobs/${all[0].id}`).send({ stage: 'review' }).expect(404);
    // Nobody outside the client's scope takes the job.
    const refused = await admin.agent.patch(`/api/staff/jobs/${all[0].id}`).send({ assigneeId: other.user.id }).expect(400);
    expect(refused.body.errors).toEqual({ assigneeId: 'That team member cannot see this client' });
    expect((await accountant.agent.get(`/api/staff/jobs/${all[0].id}`).expect(200)).body.id).toBe(all[0].id);
  });

  it('shows the client this period’s work in plain words, without internal steps or notes', async () => {
    const { accountant, owner } = await standardClient();
    await planner().planAll();
    const emp = (await jobsOf(accountant.agent)).find((j) => j.title === 'EMP201 and payroll Dec 2026')!;
    await accountant.agent.patch(`/api/staff/jobs/${emp.id}`).send({ note: 'Client pays bonuses in December; check the SDL.' }).expect(200);
    const res = await owner.agent.get('/api/work').expect(200);
    const text = JSON.stringify(res.body);
    for (const hidden of [
      'Run the payroll and send payslips',
      'check the SDL',
      'Capture and categorise',
      'Lindiwe',
      '"internal"',
      'assignee',
    ]) {
      expect(text).not.toContain(hidden);
    }
    const body = res.body as {
      jobs: Array<{ title: string; description: string; tasks: unknown[] }>;
      waitingOnYou: Array<{ kind: string; title: string; requestId: number | null; conversationId: number | null }>;
    };
    expect(body.jobs.map((j) => [j.title, j.description])).toEqual([
      ['EMP201 and payroll Dec 2026', 'We need a few things from you for your payroll and EMP201 for Dec 2026'],
      ['Monthly bookkeeping Dec 2026', 'We need a few things from you for your books for Dec 2026'],
    ]);
    expect(body.waitingOnYou.map((w) => [w.kind, w.title, w.requestId !== null || w.conversationId !== null])).toEqual([
      ['question', 'Payroll changes this month', true],
      ['document_request', 'Bank statements for the month', true],
      ['document_request', 'Invoices and receipts for the month', true],
    ]);
    // The client answers the question in the conversation it became: that task is in.
    const question = body.waitingOnYou[0];
    await owner.agent.post(`/api/conversations/${question.conversationId}/messages`).send({ body: 'No changes this month.' }).expect(201);
    await eventually(
      async () => (await owner.agent.get('/api/work')).body as typeof body,
      (w) => w.jobs[0].description === 'We’re preparing your payroll and EMP201 for Dec 2026',
    );
    expect(((await owner.agent.get('/api/work')).body as typeof body).waitingOnYou).toHaveLength(2);
  });

  it('refuses bad input with messages that name the field', async () => {
    const { admin, accountant, others } = await standardClient(['manager']);
    const [manager] = others;
    await manager.agent.post('/api/staff/job-templates').send({}).expect(403);
    const empty = await admin.agent.post('/api/staff/job-templates').send({}).expect(400);
    expect(empty.body.errors).toMatchObject({
      name: 'Name is required',
      recurrence: 'recurrence must be one of monthly, vat_period, yearly, once, obligation',
      dueRule: 'dueRule must be one of before_obligation_due, day_of_period_month, day_of_following_month',
      dueDays: 'dueDays must be a whole number',
      checklist: 'checklist must be a list of items',
    });
    const template = {
      name: 'Tax clearance',
      clientLabel: 'your tax clearance',
      recurrence: 'obligation',
      dueRule: 'before_obligation_due',
      dueDays: 3,
      checklist: [{ title: 'Latest ID copy', kind: 'document_request', documentCategory: 'director_id' }],
      packageTypes: ['elite'],
    };
    const needsType = await admin.agent.post('/api/staff/job-templates').send(template).expect(400);
    expect(needsType.body).toMatchObject({ message: 'A template that follows an obligation needs obligationType' });
    const needsText = await admin.agent
      .post('/api/staff/job-templates')
      .send({ ...template, obligationType: 'ITR14' })
      .expect(400);
    expect(needsText.body.errors).toEqual({
      'checklist.0.description': 'A client task needs a description: what to send, or the question',
    });
    const created = await admin.agent
      .post('/api/staff/job-templates')
      .send({ ...template, obligationType: 'ITR14', checklist: [{ ...template.checklist[0], description: 'A certified copy' }] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Tax clearance', shipped: false, defaultAssignee: 'assigned_accountant', active: true });
    const patched = await admin.agent.patch(`/api/staff/job-templates/${created.body.id}`).send({ active: false }).expect(200);
    expect(patched.body.active).toBe(false);
    await admin.agent.patch('/api/staff/job-templates/999999').send({ active: false }).expect(404);
    expect((await activityRows(t, 'work.template.update')).map((r) => [r.userId, r.details!.fields])).toEqual([
      [admin.user.id, ['active']],
    ]);

    const list = await accountant.agent.get('/api/staff/jobs?stage=later&overdue=maybe&pageSize=500').expect(400);
    expect(list.body.errors).toEqual({
      stage: 'stage must be one of planned, waiting_for_client, in_progress, review, done, cancelled, open',
      overdue: 'overdue must be true or false',
      pageSize: 'pageSize must be at most 100',
    });
    const oneOff = await accountant.agent.post('/api/staff/jobs').send({ clientId: 1, title: ' ', dueDate: '2027-02-30' }).expect(400);
    expect(oneOff.body.errors).toMatchObject({ title: 'Title is required', dueDate: 'Due date must be a date as YYYY-MM-DD' });
    const nothing = await accountant.agent.patch('/api/staff/jobs/1').send({}).expect(404);
    expect(nothing.body.message).toBe('Job not found');
  });

  it('counts the workload per person and what needs attention', async () => {
    const { accountant, admin } = await standardClient();
    await planner().planAll();
    t.app.get(Clock).travelTo(jhb('2027-01-06'));
    const load = await admin.agent.get('/api/staff/workload?weekOf=2027-01-06').expect(200);
    expect(load.body.weekOf).toBe('2027-01-04');
    const row = (
      load.body as {
        rows: Array<{ staff: { id: number } | null; open: number; overdue: number; dueThisWeek: number; dueNextWeek: number }>;
      }
    ).rows.find((r) => r.staff?.id === accountant.user.id)!;
    expect(row).toMatchObject({ open: 10, overdue: 1, dueThisWeek: 1, dueNextWeek: 1 });
    // A later week: still one overdue today; nothing due from 8 February, January's bookkeeping the week after.
    const later = (await admin.agent.get('/api/staff/workload?weekOf=2027-02-10').expect(200)).body as {
      weekOf: string;
      rows: Array<{ staff: { id: number } | null; open: number; overdue: number; dueThisWeek: number; dueNextWeek: number }>;
    };
    expect(later.weekOf).toBe('2027-02-08');
    expect(later.rows.find((r) => r.staff?.id === accountant.user.id)).toMatchObject({
      open: 10,
      overdue: 1,
      dueThisWeek: 0,
      dueNextWeek: 1,
    });
    expect(later.rows.find((r) => r.staff?.id === admin.user.id)).toMatchObject({ open: 0, overdue: 0, dueThisWeek: 0, dueNextWeek: 0 });
    expect(later.rows[later.rows.length - 1]).toEqual({ staff: null, open: 0, overdue: 0, dueThisWeek: 0, dueNextWeek: 0 });
    const attention = await t.app.get(WorkService).attentionFor(accountant.user);
    expect([attention.overdue.count, attention.overdue.items.map((j) => j.title)]).toEqual([1, ['EMP201 and payroll Dec 2026']]);
    expect(attention.dueThisWeek.count).toBe(0);
  });
  it('mails the daily digest of overdue jobs and those due in 3 business days, once a day', async () => {
    const { accountant } = await standardClient();
    await planner().planAll();
    expect((await accountant.agent.get('/api/staff/work-digest').expect(200)).body).toEqual({ enabled: false });
    const bad = await accountant.agent.put('/api/staff/work-digest').send({ enabled: 'yes' }).expect(400);
    expect(bad.body.message).toBe('enabled must be true or false');
    await accountant.agent.put('/api/staff/work-digest').send({ enabled: true }).expect(200);

    // Wednesday 6 January, 08:00: December's EMP201 (due the 5th) is overdue; 3 business days on is Monday the 11th.
    at('2027-01-06', 8);
    const sent = await Promise.all([t.app.get(WorkJobs).sendDigests(), t.app.get(WorkJobs).sendDigests()]);
    expect(sent.reduce((a, n) => a + n, 0)).toBe(1);
    expect(await t.app.get(WorkJobs).sendDigests()).toBe(0);
    const mails = await t.dataSource.getRepository(OutboxMessage).find({ where: { template: 'work-digest' } });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[accountant.user.email, 'Your work: 1 overdue job, 0 jobs due by 11 Jan 2027']]);
    expect(mails[0].text).toContain('Hello Lindiwe,');
    expect(mails[0].text).toContain('EMP201 and payroll Dec 2026, Mokoena Trading: due 5 Jan 2027');
  });

  it('pages the list: the count of every match, overdue first across the pages, then by due date', async () => {
    const { admin, accountant } = await standardClient();
    await planner().planAll();
    // Saturday 16 January: December's EMP201 (due the 5th) is done; December's bookkeeping (the
    // 15th) is overdue; a done job is never overdue and keeps its place by due date.
    const all = await jobsOf(admin.agent);
    const emp201 = all.find((j) => j.title === 'EMP201 and payroll Dec 2026')!;
    await admin.agent.patch(`/api/staff/jobs/${emp201.id}`).send({ stage: 'done' }).expect(200);
    at('2027-01-16');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await admin.agent.get(`/api/staff/jobs?pageSize=4&page=${page}`).expect(200);
      const body = res.body as { items: JobSummary[]; total: number; page: number; pageSize: number };
      expect([body.total, body.page, body.pageSize]).toEqual([10, page, 4]);
      pages.push(body.items.map((j) => `${j.title}${j.overdue ? ' (overdue)' : ''}`));
    }
    expect(pages).toEqual([
      [
        'Monthly bookkeeping Dec 2026 (overdue)',
        'EMP201 and payroll Dec 2026',
        'EMP201 and payroll Jan 2027',
        'Monthly bookkeeping Jan 2027',
      ],
      ['VAT201 Dec 2026–Jan 2027', 'EMP201 and payroll Feb 2027', 'Monthly bookkeeping Feb 2027', 'EMP201 and payroll Mar 2027'],
      ['Monthly bookkeeping Mar 2027', 'VAT201 Feb–Mar 2027'],
    ]);
    // The count follows the filters and the scope: the accountant's open jobs, and another's none.
    const open = (await accountant.agent.get('/api/staff/jobs?assigneeId=me&stage=open&pageSize=1').expect(200)).body as {
      items: JobSummary[];
      total: number;
    };
    expect([open.total, open.items.map((j) => j.title)]).toEqual([9, ['Monthly bookkeeping Dec 2026']]);
    const stranger = await staffAgent(t, 'accountant');
    expect((await stranger.agent.get('/api/staff/jobs?stage=open').expect(200)).body).toMatchObject({ items: [], total: 0 });
  });

  it('counts as made a job whose own date has passed or was moved earlier, and says it made nothing', async () => {
    const { admin } = await standardClient();
    await planner().planAll();
    // Staff move January's bookkeeping before today; then it is Wednesday 6 January, and EMP201 for
    // Dec 2026 was the firm's for the 5th while SARS's date (the 7th) is still ahead: both jobs are
    // still called for, both exist, and a pass has nothing to make.
    const january = (await jobsOf(admin.agent)).find((j) => j.title === 'Monthly bookkeeping Jan 2027')!;
    await admin.agent.patch(`/api/staff/jobs/${january.id}`).send({ dueDate: '2027-01-05' }).expect(200);
    at('2027-01-06');
    expect(await planner().planAll()).toEqual({ created: 0, retired: 0, revived: 0, tasksSent: 0, movedToInProgress: 0 });
    expect(await t.dataSource.getRepository(Job).count()).toBe(10);
    expect((await jobsOf(admin.agent, '&overdue=true')).map((j) => [j.title, j.dueDate])).toEqual([
      ['Monthly bookkeeping Jan 2027', '2027-01-05'],
      ['EMP201 and payroll Dec 2026', '2027-01-05'],
    ]);
  });

  it('never makes a job twice: a second pass, two passes at once, two instances at once (MariaDB)', async () => {
    const { accountant } = await standardClient();
    await planner().planAll();
    const count = async () => [await t.dataSource.getRepository(Job).count(), await t.dataSource.getRepository(JobChecklistItem).count()];
    const first = await count();
    expect(first[0]).toBe(10);
    await planner().planAll();
    expect(await count()).toEqual(first);

    // Two passes at the same moment, from empty: each works out the same missing jobs before the
    // other has written them, and the unique key keeps one of each.
    await t.dataSource.query('DELETE FROM jobs');
    const ids = await businessIds();
    await Promise.all([planner().planBusinesses(ids), planner().planBusinesses(ids)]);
    expect(await count()).toEqual(first);

    // Two instances on one database (MariaDB: two apps in one process on one SQLite file would wait
    // for each other's locks synchronously, each holding up the event loop the other needs).
    if (onMariaDb()) {
      const b = await createTestApp(env, { reset: false });
      extraApps.push(b);
      b.app.get(Clock).travelTo(jhb(TODAY));
      await t.dataSource.query('DELETE FROM jobs');
      await Promise.all([planner().planBusinesses(ids), planner(b).planBusinesses(ids)]);
      expect(await count()).toEqual(first);
      // The daily digest: one mail, however many instances send at once.
      await accountant.agent.put('/api/staff/work-digest').send({ enabled: true }).expect(200);
      for (const app of [t, b]) app.app.get(Clock).travelTo(jhb('2027-01-06', 8));
      const sent = await Promise.all([t.app.get(WorkJobs).sendDigests(), b.app.get(WorkJobs).sendDigests()]);
      expect(sent.reduce((x, n) => x + n, 0)).toBe(1);
      expect(await t.dataSource.getRepository(OutboxMessage).count({ where: { template: 'work-digest' } })).toBe(1);
    }

    async function businessIds(): Promise<number[]> {
      return ((await t.dataSource.query('SELECT id FROM client_businesses')) as Array<{ id: number }>).map((r) => Number(r.id));
    }
  });
});
