import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { ClientAccessService } from '../access/client-access.service';
import { ActivityService } from '../activity/activity.service';
import { BillingSubscriptionsService, type HeldPackage } from '../billing/subscriptions.service';
import { BusinessProfileService } from '../businesses/business-profile.service';
import { ClientBusiness } from '../businesses/client-business.entity';
import { systemAudit, type AuditContext } from '../common/audit/audit-context';
import { firmDateOf, firmToday, lastDayOfMonth, toDateOnly } from '../common/calendar/firm-calendar';
import { Clock } from '../common/clock/clock';
import { ComplianceService, type ObligationRef } from '../compliance/compliance.service';
import type { ObligationType } from '../compliance/rules';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { runWriteTransaction } from '../database/write-transaction';
import { DocumentRequestsService } from '../documents/document-requests.service';
import { MessagesService } from '../messages/messages.service';
import { StaffAccountsService } from '../users/staff-accounts.service';
import { staffRoleOf } from '../users/staff-roles';
import { CLIENT_TASK_KINDS, DEFAULT_CLIENT_TASK_DAYS, type ChecklistItemTemplate } from './checklist';
import { Job, JobChecklistItem } from './job.entity';
import { JobTemplate } from './job-template.entity';
import { JobTemplatesService } from './job-templates.service';
import {
  calendarPeriods,
  clientTaskDueDate,
  clientTasksStartOn,
  jobDueDate,
  jobTitle,
  OBLIGATION_RECURRENCES,
  OPEN_STAGES,
  type JobPeriod,
} from './rules/job-rules';

/** Businesses planned per pass. */
const BUSINESS_BATCH = 100;
/** Rows per INSERT. */
const INSERT_BATCH = 200;

/** What one planning pass did. */
export interface PlanReport {
  created: number;
  retired: number;
  revived: number;
  tasksSent: number;
  movedToInProgress: number;
}

/** A job the rules call for. */
interface PlannedJob {
  businessId: number;
  template: JobTemplate;
  period: JobPeriod;
  dueDate: string;
  startsOn: string;
  obligationId: number | null;
}

const jobKey = (businessId: number, templateId: number, periodKey: string) => `${businessId}|${templateId}|${periodKey}`;

/**
 * The planner (docs/work.md, "Generation"): makes each client business's jobs from the active
 * templates that apply to it (the packages it holds, the obligations of its tax calendar) for
 * WORK_PLAN_MONTHS_AHEAD months, retires future jobs nobody has started when the business no
 * longer calls for them, sends client tasks when a job starts, and moves a job on when every
 * client task is in. Every step is idempotent: the unique (business, template, period) key and
 * conditional updates make two passes, or two instances, do each thing once.
 */
@Injectable()
export class WorkPlanner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: JobTemplatesService,
    private readonly compliance: ComplianceService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly profiles: BusinessProfileService,
    private readonly access: ClientAccessService,
    private readonly requests: DocumentRequestsService,
    private readonly messages: MessagesService,
    private readonly staffAccounts: StaffAccountsService,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  today(): string {
    return firmToday(this.clock.now());
  }

  /** The planning window: today to the end of the month WORK_PLAN_MONTHS_AHEAD months on. */
  window(today = this.today()): { from: string; to: string } {
    const y = Number(today.slice(0, 4));
    const m = Number(today.slice(5, 7));
    return { from: today, to: lastDayOfMonth(y, m + this.config.work.planMonthsAhead) };
  }

  /** The scheduled pass: every business, in batches, then the client tasks due. */
  async planAll(): Promise<PlanReport> {
    const ids = (
      await this.dataSource.getRepository(ClientBusiness).createQueryBuilder('b').select('b.id', 'id').orderBy('b.id').getRawMany<{
        id: number | string;
      }>()
    ).map((r) => Number(r.id));
    const report: PlanReport = { created: 0, retired: 0, revived: 0, tasksSent: 0, movedToInProgress: 0 };
    for (let i = 0; i < ids.length; i += BUSINESS_BATCH) {
      const part = await this.planBusinesses(ids.slice(i, i + BUSINESS_BATCH));
      report.created += part.created;
      report.retired += part.retired;
      report.revived += part.revived;
    }
    report.tasksSent = await this.sendDueClientTasks();
    report.movedToInProgress = await this.reconcileClientTasks();
    return report;
  }

  /** One business, after something about it changed (a package, its profile): plan, send, reconcile. */
  async planBusiness(businessId: number): Promise<PlanReport> {
    const part = await this.planBusinesses([businessId]);
    const tasksSent = await this.sendDueClientTasks(businessId);
    const movedToInProgress = await this.reconcileClientTasks(businessId);
    return { ...part, tasksSent, movedToInProgress };
  }

  /** Makes the missing jobs of these businesses, retires the ones no longer called for and revives retired ones that are again. */
  async planBusinesses(businessIds: readonly number[]): Promise<Pick<PlanReport, 'created' | 'retired' | 'revived'>> {
    const none = { created: 0, retired: 0, revived: 0 };
    if (businessIds.length === 0) return none;
    const today = this.today();
    const window = this.window(today);
    const [templates, held, profiles, accountants] = await Promise.all([
      this.templates.active(),
      this.subscriptions.packagesHeld(businessIds),
      this.profiles.profilesOf(businessIds),
      this.access.firstAssignedAccountants(businessIds),
    ]);
    const obligationTypes = [...new Set(templates.flatMap((t) => obligationTypeOf(t) ?? []))];
    const obligations = await this.compliance.obligationsFor(businessIds, window, obligationTypes);
    const obligationsOf = new Map<string, ObligationRef[]>();
    for (const o of obligations) {
      const key = `${o.businessId}|${o.type}`;
      obligationsOf.set(key, [...(obligationsOf.get(key) ?? []), o]);
    }

    const expected = new Map<string, PlannedJob>();
    for (const businessId of businessIds) {
      const packages = held.get(businessId) ?? [];
      for (const template of templates) {
        const covering = packages.filter((p) => template.packageTypes.includes(p.packageType));
        if (covering.length === 0) continue;
        for (const planned of this.periodsOf(
          template,
          businessId,
          window,
          today,
          profiles.get(businessId)?.financialYearEndMonth ?? null,
          obligationsOf,
        )) {
          if (!coveredBy(covering, planned.period)) continue;
          expected.set(jobKey(businessId, template.id, planned.period.key), planned);
        }
      }
    }

    // The jobs of these businesses the plan may touch: template-made, from today on, or retired.
    const existing = await this.dataSource
      .getRepository(Job)
      .createQueryBuilder('j')
      .select(['j.id', 'j.businessId', 'j.templateId', 'j.periodKey', 'j.stage', 'j.dueDate', 'j.clientTasksSentAt', 'j.retiredAt'])
      .where('j.businessId IN (:...ids)', { ids: [...businessIds] })
      .andWhere('j.templateId IS NOT NULL')
      .andWhere('(j.dueDate >= :today OR j.retiredAt IS NOT NULL OR j.periodKey = :once)', { today, once: 'once' })
      .getMany();
    const have = new Map(existing.map((j) => [jobKey(j.businessId, j.templateId!, j.periodKey), j]));

    const missing = [...expected.entries()]
      .filter(([key]) => !have.has(key))
      .map(([, p]) => p)
      .sort((a, b) => a.businessId - b.businessId || a.template.id - b.template.id || a.period.key.localeCompare(b.period.key));
    // Future work nobody has started that the business no longer calls for (a package dropped, the
    // profile changed, a template switched off). Done, started or sent jobs are never touched.
    const retire = existing.filter(
      (j) =>
        j.stage === 'planned' &&
        j.clientTasksSentAt === null &&
        j.retiredAt === null &&
        toDay(j.dueDate) >= today &&
        !expected.has(jobKey(j.businessId, j.templateId!, j.periodKey)),
    );
    const revive = existing.filter(
      (j) => j.stage === 'cancelled' && j.retiredAt !== null && expected.has(jobKey(j.businessId, j.templateId!, j.periodKey)),
    );
    // Jobs without an assignee pick up the client's accountant once one is assigned.
    const unassigned =
      accountants.size === 0
        ? 0
        : await this.dataSource.getRepository(Job).count({
            where: {
              businessId: In([...accountants.keys()]),
              assigneeId: IsNull(),
              assigneeRule: 'assigned_accountant',
              stage: In([...OPEN_STAGES]),
            },
          });
    if (missing.length === 0 && retire.length === 0 && revive.length === 0 && unassigned === 0) return none;

    const audit = systemAudit();
    const result = await runWriteTransaction(this.dataSource, async (m) => {
      const created = await this.insertJobs(m, missing, accountants);
      if (unassigned > 0) await this.fillAssignees(m, accountants);
      let retired = 0;
      if (retire.length > 0) {
        const r = await m
          .createQueryBuilder()
          .update(Job)
          .set({ stage: 'cancelled', retiredAt: this.clock.now() })
          .where('id IN (:...ids)', { ids: retire.map((j) => j.id) })
          // The conditions again in the statement: a job started meanwhile stays.
          .andWhere("stage = 'planned' AND clientTasksSentAt IS NULL AND retiredAt IS NULL")
          .execute();
        retired = r.affected ?? 0;
        if (retired > 0) {
          const still = await m.find(Job, {
            where: { id: In(retire.map((j) => j.id)), retiredAt: Not(IsNull()) },
            select: { id: true, businessId: true },
          });
          for (const j of still) await this.activity.recordIn(m, audit, 'work.job.retired', { jobId: j.id, businessId: j.businessId });
        }
      }
      let revived = 0;
      for (const j of revive) {
        const planned = expected.get(jobKey(j.businessId, j.templateId!, j.periodKey))!;
        const r = await m
          .getRepository(Job)
          .update(
            { id: j.id, stage: 'cancelled', retiredAt: Not(IsNull()) },
            { stage: 'planned', retiredAt: null, dueDate: planned.dueDate, startsOn: planned.startsOn, obligationId: planned.obligationId },
          );
        if (r.affected) {
          revived += 1;
          await this.activity.recordIn(m, audit, 'work.job.revived', { jobId: j.id, businessId: j.businessId });
        }
      }
      return { created, retired, revived };
    });
    return result;
  }

  /** The periods (and obligation links) a template gives a business in the window. */
  private periodsOf(
    template: JobTemplate,
    businessId: number,
    window: { from: string; to: string },
    today: string,
    yearEndMonth: number | null,
    obligationsOf: ReadonlyMap<string, ObligationRef[]>,
  ): Array<Omit<PlannedJob, 'businessId' | 'template'> & { businessId: number; template: JobTemplate }> {
    const type = obligationTypeOf(template);
    if (type) {
      return (obligationsOf.get(`${businessId}|${type}`) ?? []).map((o) => {
        const period = { key: o.periodEnd, start: o.periodStart, end: o.periodEnd };
        return {
          businessId,
          template,
          period,
          dueDate: jobDueDate(template.dueRule, template.dueDays, period, o.dueDate),
          startsOn: clientTasksStartOn(period, today),
          obligationId: o.id,
        };
      });
    }
    if (template.dueRule === 'before_obligation_due' || OBLIGATION_RECURRENCES.includes(template.recurrence)) return [];
    const recurrence = template.recurrence as 'monthly' | 'yearly' | 'once';
    return calendarPeriods(recurrence, template.dueRule, template.dueDays, window, yearEndMonth ?? 2).map((period) => {
      const due = jobDueDate(template.dueRule, template.dueDays, period);
      return {
        businessId,
        template,
        period,
        // A `once` job that would be due before it is made is due today instead.
        dueDate: recurrence === 'once' && due < today ? today : due,
        startsOn: recurrence === 'once' ? today : clientTasksStartOn(period, today),
        obligationId: null,
      };
    });
  }

  /** Inserts jobs and their checklists; rows another pass made a moment before are ignored (unique keys). */
  private async insertJobs(m: EntityManager, missing: PlannedJob[], accountants: ReadonlyMap<number, number>): Promise<number> {
    let created = 0;
    for (let i = 0; i < missing.length; i += INSERT_BATCH) {
      const batch = missing.slice(i, i + INSERT_BATCH);
      const r = await m
        .createQueryBuilder()
        .insert()
        .into(Job)
        .values(
          batch.map((p) => ({
            businessId: p.businessId,
            templateId: p.template.id,
            title: jobTitle(p.template.name, p.period),
            periodKey: p.period.key,
            periodStart: p.period.start,
            periodEnd: p.period.end,
            dueDate: p.dueDate,
            startsOn: p.startsOn,
            assigneeId: p.template.defaultAssignee === 'assigned_accountant' ? (accountants.get(p.businessId) ?? null) : null,
            assigneeRule: p.template.defaultAssignee,
            stage: 'planned' as const,
            obligationId: p.obligationId,
            createdById: null,
          })),
        )
        .orIgnore()
        .updateEntity(false)
        .execute();
      // SQLite and MariaDB both report the rows written, not the ones ignored.
      created += affectedRows(r.raw, batch.length);
      // The jobs (ours, or another pass's) and their checklists, by their unique key.
      const jobs = await m.find(Job, {
        where: batch.map((p) => ({ businessId: p.businessId, templateId: p.template.id, periodKey: p.period.key })),
        select: { id: true, businessId: true, templateId: true, periodKey: true },
      });
      const byKey = new Map(batch.map((p) => [jobKey(p.businessId, p.template.id, p.period.key), p]));
      const items = jobs.flatMap((j) =>
        (byKey.get(jobKey(j.businessId, j.templateId!, j.periodKey))?.template.checklist ?? []).map((item, index) =>
          checklistRow(j.id, index, item),
        ),
      );
      for (let k = 0; k < items.length; k += INSERT_BATCH) {
        await m
          .createQueryBuilder()
          .insert()
          .into(JobChecklistItem)
          .values(items.slice(k, k + INSERT_BATCH))
          .orIgnore()
          .updateEntity(false)
          .execute();
      }
    }
    return created;
  }

  /** Open jobs nobody has, following the client's accountant: given to the accountant assigned now. */
  private async fillAssignees(m: EntityManager, accountants: ReadonlyMap<number, number>): Promise<void> {
    for (const [businessId, accountantId] of accountants) {
      await m
        .getRepository(Job)
        .update(
          { businessId, assigneeId: IsNull(), assigneeRule: 'assigned_accountant', stage: In([...OPEN_STAGES]) },
          { assigneeId: accountantId },
        );
    }
  }

  /**
   * Sends the client tasks of jobs that have started (docs/work.md, "Client tasks"): planned, not
   * sent, start day reached, with someone on the job to ask in the firm's name. One transaction per
   * job claims it (a conditional update), makes its document requests and questions with their
   * mail, links them to the items and moves the job to `waiting_for_client`.
   */
  async sendDueClientTasks(businessId?: number, jobId?: number): Promise<number> {
    const today = this.today();
    const candidates = await this.dataSource.getRepository(Job).find({
      where: {
        ...(businessId !== undefined ? { businessId } : {}),
        ...(jobId !== undefined ? { id: jobId } : {}),
        stage: 'planned',
        clientTasksSentAt: IsNull(),
        startsOn: LessThanOrEqual(today),
        assigneeId: Not(IsNull()),
      },
      select: { id: true },
      order: { id: 'ASC' },
    });
    if (candidates.length === 0) return 0;
    const withTasks = await this.dataSource
      .getRepository(JobChecklistItem)
      .createQueryBuilder('i')
      .select('DISTINCT i.jobId', 'jobId')
      .where('i.jobId IN (:...ids)', { ids: candidates.map((c) => c.id) })
      .andWhere('i.kind IN (:...kinds)', { kinds: [...CLIENT_TASK_KINDS] })
      .getRawMany<{ jobId: number | string }>();
    let sent = 0;
    for (const { jobId: id } of withTasks) if (await this.sendClientTasks(Number(id), systemAudit())) sent += 1;
    return sent;
  }

  /** Sends one job's client tasks now; false when they were sent already or the job cannot send them. */
  async sendClientTasks(jobId: number, audit: AuditContext): Promise<boolean> {
    const job = await this.dataSource.getRepository(Job).findOneBy({ id: jobId });
    if (!job || job.clientTasksSentAt !== null || job.assigneeId === null) return false;
    const asker = await this.staffAccounts.findMember(job.assigneeId);
    if (!asker || staffRoleOf(asker) === null) return false;
    const today = this.today();
    return runWriteTransaction(this.dataSource, async (m) => {
      const claimed = await m
        .getRepository(Job)
        .update(
          { id: job.id, clientTasksSentAt: IsNull(), stage: In(['planned', 'waiting_for_client']) },
          { clientTasksSentAt: this.clock.now(), stage: 'waiting_for_client' },
        );
      if (!claimed.affected) return false;
      const items = await m.find(JobChecklistItem, {
        where: { jobId: job.id, kind: In([...CLIENT_TASK_KINDS]) },
        order: { position: 'ASC' },
      });
      for (const item of items) {
        const due = clientTaskDueDate(today, item.dueInBusinessDays ?? DEFAULT_CLIENT_TASK_DAYS, toDay(job.dueDate));
        if (item.kind === 'document_request') {
          const request = await this.requests.createIn(m, job.businessId, asker, {
            documentType: item.documentCategory ?? 'other',
            description: `${item.description ?? item.title} (${job.title})`.slice(0, 1000),
            dueDate: due,
          });
          await m.update(JobChecklistItem, { id: item.id }, { documentRequestId: request.id });
        } else {
          const conversationId = await this.messages.startAsStaffIn(m, asker, job.businessId, {
            subject: `${item.title} (${job.title})`.slice(0, 200),
            body: item.description ?? item.title,
          });
          await m.update(JobChecklistItem, { id: item.id }, { conversationId });
        }
      }
      await this.activity.recordIn(m, audit, 'work.job.stage', {
        jobId: job.id,
        businessId: job.businessId,
        stage: 'waiting_for_client',
        previousStage: job.stage,
        reason: 'client_tasks_sent',
        tasks: items.length,
      });
      return true;
    });
  }

  /**
   * Ticks client tasks that are in (the request fulfilled, the question answered) and moves each
   * job waiting for the client whose every task is in to `in_progress`. Returns how many jobs moved.
   */
  async reconcileClientTasks(businessId?: number): Promise<number> {
    const open = await this.dataSource
      .getRepository(JobChecklistItem)
      .createQueryBuilder('i')
      .innerJoin(Job, 'j', 'j.id = i.jobId')
      .select([
        'i.id AS id',
        'i.jobId AS jobId',
        'j.businessId AS businessId',
        'i.documentRequestId AS documentRequestId',
        'i.conversationId AS conversationId',
      ])
      .where('i.completedAt IS NULL')
      .andWhere('(i.documentRequestId IS NOT NULL OR i.conversationId IS NOT NULL)')
      .andWhere(businessId !== undefined ? 'j.businessId = :businessId' : '1=1', { businessId })
      .getRawMany<{
        id: number | string;
        jobId: number | string;
        businessId: number | string;
        documentRequestId: number | string | null;
        conversationId: number | string | null;
      }>();
    const touchedJobs = new Set<number>();
    const byBusiness = new Map<number, typeof open>();
    for (const row of open) byBusiness.set(Number(row.businessId), [...(byBusiness.get(Number(row.businessId)) ?? []), row]);
    for (const [bid, rows] of byBusiness) {
      const requestIds = rows.filter((r) => r.documentRequestId !== null).map((r) => Number(r.documentRequestId));
      const conversationIds = rows.filter((r) => r.conversationId !== null).map((r) => Number(r.conversationId));
      const [settled, answered] = await Promise.all([
        this.requests.settledAmong(bid, requestIds),
        this.messages.answeredByClient(conversationIds),
      ]);
      const done = rows.filter(
        (r) =>
          (r.documentRequestId !== null && settled.has(Number(r.documentRequestId))) ||
          (r.conversationId !== null && answered.has(Number(r.conversationId))),
      );
      if (done.length === 0) continue;
      await this.dataSource
        .getRepository(JobChecklistItem)
        .update({ id: In(done.map((r) => Number(r.id))), completedAt: IsNull() }, { completedAt: this.clock.now(), completedById: null });
      for (const r of done) touchedJobs.add(Number(r.jobId));
    }
    // Jobs waiting on the client, of this business (or the ones just touched), whose tasks are all in.
    const waiting = await this.dataSource.getRepository(Job).find({
      where:
        businessId !== undefined ? { businessId, stage: 'waiting_for_client' } : { id: In([...touchedJobs]), stage: 'waiting_for_client' },
      select: { id: true, businessId: true },
    });
    let moved = 0;
    for (const job of waiting) if (await this.moveOnIfTasksIn(job.id, job.businessId)) moved += 1;
    return moved;
  }

  private async moveOnIfTasksIn(jobId: number, businessId: number): Promise<boolean> {
    return runWriteTransaction(this.dataSource, async (m) => {
      const outstanding = await m.count(JobChecklistItem, { where: { jobId, kind: In([...CLIENT_TASK_KINDS]), completedAt: IsNull() } });
      if (outstanding > 0) return false;
      const r = await m.getRepository(Job).update({ id: jobId, stage: 'waiting_for_client' }, { stage: 'in_progress' });
      if (!r.affected) return false;
      await this.activity.recordIn(m, systemAudit(), 'work.job.stage', {
        jobId,
        businessId,
        stage: 'in_progress',
        previousStage: 'waiting_for_client',
        reason: 'client_tasks_in',
      });
      return true;
    });
  }
}

/** The obligation type a template follows: its own, or VAT201 for `vat_period`. */
export function obligationTypeOf(t: Pick<JobTemplate, 'recurrence' | 'obligationType'>): ObligationType | null {
  if (t.recurrence === 'vat_period') return 'VAT201';
  if (t.recurrence === 'obligation') return t.obligationType;
  return null;
}

/** Whether one of the packages is held for the period: it starts before the package ends. */
function coveredBy(packages: readonly HeldPackage[], period: JobPeriod): boolean {
  return packages.some((p) => p.until === null || period.start < firmDateOf(p.until));
}

function checklistRow(jobId: number, index: number, item: ChecklistItemTemplate) {
  return {
    jobId,
    position: index + 1,
    title: item.title,
    kind: item.kind,
    documentCategory: item.documentCategory ?? null,
    description: item.description ?? null,
    dueInBusinessDays: item.dueInBusinessDays ?? null,
  };
}

/** A DATE column as yyyy-MM-dd whichever driver read it. */
export function toDay(value: string | Date): string {
  return toDateOnly(value)!;
}

/** Rows an INSERT wrote: better-sqlite3 and mysql2 report them differently. */
function affectedRows(raw: unknown, fallback: number): number {
  if (raw && typeof raw === 'object') {
    const r = raw as { affectedRows?: number; changes?: number };
    if (typeof r.affectedRows === 'number') return r.affectedRows;
    if (typeof r.changes === 'number') return r.changes;
  }
  return fallback;
}
