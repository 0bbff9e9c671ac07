import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, type DocumentCategory } from '@table-bay/shared';
import { Brackets, DataSource, In, IsNull, SelectQueryBuilder } from 'typeorm';
import { ClientAccessService } from '../access/client-access.service';
import { roleReachesCategory } from '../access/client-capabilities';
import { ActivityService } from '../activity/activity.service';
import type { ClientRole } from '../businesses/business-roles';
import type { AuditContext } from '../common/audit/audit-context';
import { Clock } from '../common/clock/clock';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { ComplianceService } from '../compliance/compliance.service';
import { runWriteTransaction } from '../database/write-transaction';
import { StaffAccountsService } from '../users/staff-accounts.service';
import { isLocked, seesAllClients, staffRoleOf } from '../users/staff-roles';
import type { User } from '../users/user.entity';
import { displayName } from '../users/display-name';
import { UsersService } from '../users/users.service';
import { CLIENT_TASK_KINDS } from './checklist';
import type {
  ClientJobDto,
  ClientTaskDto,
  ClientWorkDto,
  CreateJobDto,
  JobAttentionDto,
  JobDetailDto,
  JobPageDto,
  JobQueryDto,
  JobSummaryDto,
  UpdateJobDto,
  WorkloadDto,
  WorkloadRowDto,
} from './dto/job.dto';
import { Job, JobChecklistItem, JobNote, WorkDigestSetting } from './job.entity';
import { JobTemplate } from './job-template.entity';
import { CLOSED_STAGES, isJobOverdue, mondayOf, OPEN_STAGES, periodLabel, type JobStage } from './rules/job-rules';
import { toDay, WorkPlanner } from './work-planner.service';

export const JOB_NOT_FOUND = 'Job not found';
export const CHECKLIST_ITEM_NOT_FOUND = 'Checklist item not found';
export const NOTHING_TO_CHANGE = 'Send at least one of stage, assigneeId, dueDate, prn or note';
export const ASSIGNEE_NOT_ALLOWED = 'That team member cannot see this client';
export const PRN_NEEDS_DONE = 'A PRN is recorded when the job is marked done';
export const PRN_NEEDS_OBLIGATION = 'This job follows no tax obligation, so there is no PRN to record';
export const JOB_CHANGED_MEANWHILE = 'Someone else changed this job a moment ago; reload it and try again';
export const ITEM_ALREADY_DONE = 'This checklist item is already done';
/** How many jobs of each kind the attention list shows. */
export const ATTENTION_ITEMS = 5;

/** How the client reads a stage, about "your VAT return for Sep–Oct 2026" (docs/work.md, "What the client sees"). */
const CLIENT_STAGE_WORDS: Record<Exclude<JobStage, 'cancelled'>, (what: string) => string> = {
  planned: (what) => `We’ll start on ${what} soon`,
  waiting_for_client: (what) => `We need a few things from you for ${what}`,
  in_progress: (what) => `We’re preparing ${what}`,
  review: (what) => `We’re checking ${what} before it goes out`,
  done: (what) => `${what.charAt(0).toUpperCase()}${what.slice(1)} is done`,
};

/** A job row with what a list shows about it. */
type JobRow = Job & { business?: { id: number; name: string } };

/**
 * The firm's jobs for staff and clients (docs/work.md): lists in scope, one job with its
 * checklist and notes, changes with their activity rows, the workload and attention counts, and
 * the client's view without internal items. Scope is ClientAccessService's: an accountant sees
 * the jobs of the clients assigned to them, managers and admins all; a job out of scope is not found.
 */
@Injectable()
export class WorkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ClientAccessService,
    private readonly planner: WorkPlanner,
    private readonly compliance: ComplianceService,
    private readonly activity: ActivityService,
    private readonly users: UsersService,
    private readonly staffAccounts: StaffAccountsService,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------------ staff lists

  /** GET /api/staff/jobs: the jobs in scope with the filters, overdue first, then by due date. */
  async list(staff: User, query: JobQueryDto): Promise<JobPageDto> {
    const today = this.planner.today();
    const qb = this.dataSource.getRepository(Job).createQueryBuilder('j').innerJoin('j.business', 'b').addSelect(['b.id', 'b.name']);
    this.access.scope(qb, staff, 'j.businessId');
    if (query.assigneeId === 'me') qb.andWhere('j.assigneeId = :assignee', { assignee: staff.id });
    else if (query.assigneeId === 'none') qb.andWhere('j.assigneeId IS NULL');
    else if (query.assigneeId !== undefined) qb.andWhere('j.assigneeId = :assignee', { assignee: Number(query.assigneeId) });
    if (query.stage === 'open') qb.andWhere('j.stage IN (:...open)', { open: [...OPEN_STAGES] });
    else if (query.stage !== undefined) qb.andWhere('j.stage = :stage', { stage: query.stage });
    if (query.clientId !== undefined) qb.andWhere('j.businessId = :clientId', { clientId: query.clientId });
    if (query.templateId !== undefined) qb.andWhere('j.templateId = :templateId', { templateId: query.templateId });
    if (query.dueBefore !== undefined) qb.andWhere('j.dueDate <= :dueBefore', { dueBefore: query.dueBefore });
    if (query.dueAfter !== undefined) qb.andWhere('j.dueDate >= :dueAfter', { dueAfter: query.dueAfter });
    if (query.overdue === true) qb.andWhere('j.dueDate < :today AND j.stage IN (:...open)', { today, open: [...OPEN_STAGES] });
    if (query.overdue === false) {
      qb.andWhere(
        new Brackets((w) => w.where('j.dueDate >= :today', { today }).orWhere('j.stage IN (:...closed)', { closed: [...CLOSED_STAGES] })),
      );
    }
    // With a stage or the overdue filter, overdue jobs (if any) are exactly the earliest due: the
    // due-date order is already "overdue first" and the (stage, dueDate) index serves the board.
    if (query.stage === undefined && query.overdue === undefined) {
      qb.orderBy('CASE WHEN j.dueDate < :today AND j.stage IN (:...openStages) THEN 0 ELSE 1 END', 'ASC')
        .setParameters({ today, openStages: [...OPEN_STAGES] })
        .addOrderBy('j.dueDate', 'ASC');
    } else {
      qb.orderBy('j.dueDate', 'ASC');
    }
    qb.addOrderBy('j.id', 'ASC');
    const total = await qb.getCount();
    const rows = (await qb
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .getMany()) as JobRow[];
    return { items: await this.summaries(rows, today), total, page: query.page, pageSize: query.pageSize };
  }

  /** GET /api/staff/jobs/{id}: the job with its whole checklist and notes. */
  async detail(staff: User, id: number): Promise<JobDetailDto> {
    const job = await this.findInScope(staff, id);
    const today = this.planner.today();
    const [summary] = await this.summaries([job], today);
    const [items, notes, obligations] = await Promise.all([
      this.dataSource.getRepository(JobChecklistItem).find({ where: { jobId: id }, order: { position: 'ASC' } }),
      this.dataSource.getRepository(JobNote).find({ where: { jobId: id }, order: { id: 'ASC' } }),
      this.compliance.refsOf(job.obligationId !== null ? [job.obligationId] : []),
    ]);
    const names = await this.users.displayNames([...items.map((i) => i.completedById), ...notes.map((n) => n.authorId)]);
    const person = (personId: number | null) =>
      personId !== null && names.has(personId) ? { id: personId, name: names.get(personId)! } : null;
    const obligation = job.obligationId !== null ? obligations.get(job.obligationId) : undefined;
    return {
      ...summary,
      checklist: items.map((i) => ({
        id: i.id,
        position: i.position,
        title: i.title,
        kind: i.kind,
        documentCategory: i.documentCategory,
        description: i.description,
        documentRequestId: i.documentRequestId,
        conversationId: i.conversationId,
        done: i.completedAt !== null,
        completedAt: i.completedAt ? i.completedAt.toISOString() : null,
        completedBy: person(i.completedById),
      })),
      notes: notes.map((n) => ({ id: n.id, author: person(n.authorId), body: n.body, createdAt: n.createdAt.toISOString() })),
      obligation: obligation
        ? { id: obligation.id, label: obligation.label, dueDate: obligation.dueDate, status: obligation.status, prn: obligation.prn }
        : null,
      clientTasksSentAt: job.clientTasksSentAt ? job.clientTasksSentAt.toISOString() : null,
      completedAt: job.completedAt ? job.completedAt.toISOString() : null,
    };
  }

  // ------------------------------------------------------------------ staff changes

  /** POST /api/staff/jobs: a one-off job for a client in scope; its client tasks go out at once. */
  async createOneOff(staff: User, dto: CreateJobDto, audit: AuditContext): Promise<JobDetailDto> {
    const client = await this.access.clientFor(staff, dto.clientId);
    const assigneeId = dto.assigneeId === undefined ? staff.id : dto.assigneeId;
    if (assigneeId !== null) await this.assertMayBeAssigned(assigneeId, client.id);
    const today = this.planner.today();
    const checklist = dto.checklist ?? [];
    checklist.forEach((item, i) => {
      if (CLIENT_TASK_KINDS.includes(item.kind) && !item.description) {
        const message = 'A client task needs a description: what to send, or the question';
        throw new InvalidInputError('job.invalid', message, { [`checklist.${i}.description`]: message });
      }
    });
    const id = await runWriteTransaction(this.dataSource, async (m) => {
      const job = await m.getRepository(Job).save(
        m.getRepository(Job).create({
          businessId: client.id,
          templateId: null,
          title: dto.title,
          periodKey: 'one-off',
          periodStart: null,
          periodEnd: null,
          dueDate: dto.dueDate,
          startsOn: today,
          assigneeId,
          assigneeRule: null,
          stage: 'planned',
          obligationId: null,
          createdById: staff.id,
        }),
      );
      if (checklist.length > 0) {
        await m.getRepository(JobChecklistItem).insert(
          checklist.map((item, index) => ({
            jobId: job.id,
            position: index + 1,
            title: item.title,
            kind: item.kind,
            documentCategory: item.kind === 'document_request' ? (item.documentCategory ?? null) : null,
            description: item.description ?? null,
            dueInBusinessDays: CLIENT_TASK_KINDS.includes(item.kind) ? (item.dueInBusinessDays ?? null) : null,
          })),
        );
      }
      await this.activity.recordIn(m, audit, 'work.job.create', {
        jobId: job.id,
        businessId: client.id,
        title: dto.title,
        dueDate: dto.dueDate,
        assigneeId,
      });
      return job.id;
    });
    if (checklist.some((i) => CLIENT_TASK_KINDS.includes(i.kind))) await this.planner.sendClientTasks(id, audit);
    return this.detail(staff, id);
  }

  /**
   * PATCH /api/staff/jobs/{id}: stage, assignee, due date, PRN, a note. `done` on a job that
   * follows an obligation marks the obligation submitted (with the PRN when given) in the same
   * transaction; `waiting_for_client` sends the client tasks not sent yet.
   */
  async update(staff: User, id: number, dto: UpdateJobDto, audit: AuditContext): Promise<JobDetailDto> {
    const job = await this.findInScope(staff, id);
    if (dto.stage === undefined && dto.assigneeId === undefined && dto.dueDate === undefined && dto.prn === undefined && !dto.note) {
      throw new InvalidInputError('job.nothing_to_change', NOTHING_TO_CHANGE);
    }
    if (dto.prn !== undefined && dto.prn !== '') {
      if (job.obligationId === null)
        throw new InvalidInputError('job.prn_without_obligation', PRN_NEEDS_OBLIGATION, { prn: PRN_NEEDS_OBLIGATION });
      if ((dto.stage ?? job.stage) !== 'done') throw new InvalidInputError('job.prn_needs_done', PRN_NEEDS_DONE, { prn: PRN_NEEDS_DONE });
    }
    if (dto.assigneeId !== undefined && dto.assigneeId !== null && dto.assigneeId !== job.assigneeId) {
      await this.assertMayBeAssigned(dto.assigneeId, job.businessId);
    }
    const changes: Partial<Job> = {};
    const details: Record<string, unknown> = { jobId: job.id, businessId: job.businessId };
    if (dto.stage !== undefined && dto.stage !== job.stage) {
      changes.stage = dto.stage;
      changes.completedAt = dto.stage === 'done' ? new Date() : null;
      // A job staff cancel or take up again is theirs: the planner never revives or retires it.
      if (job.retiredAt !== null) changes.retiredAt = null;
      Object.assign(details, { stage: dto.stage, previousStage: job.stage });
    }
    if (dto.assigneeId !== undefined && dto.assigneeId !== job.assigneeId) {
      changes.assigneeId = dto.assigneeId;
      Object.assign(details, { assigneeId: dto.assigneeId, previousAssigneeId: job.assigneeId });
    }
    if (dto.dueDate !== undefined && dto.dueDate !== toDay(job.dueDate)) {
      changes.dueDate = dto.dueDate;
      Object.assign(details, { dueDate: dto.dueDate, previousDueDate: toDay(job.dueDate) });
    }
    const note = dto.note ? dto.note : null;
    const prn = dto.prn ? dto.prn : null;
    await runWriteTransaction(this.dataSource, async (m) => {
      if (Object.keys(changes).length > 0) {
        // Conditional on the stage read: of two people moving the card at once, the second is told.
        const r = await m.getRepository(Job).update({ id: job.id, stage: job.stage }, changes);
        if (!r.affected) throw new ConflictError('job.changed_meanwhile', JOB_CHANGED_MEANWHILE);
      }
      if (job.obligationId !== null && (changes.stage === 'done' || (prn && job.stage === 'done'))) {
        const submitted = await this.compliance.markSubmittedIn(m, job.obligationId, prn, audit);
        details.obligationSubmitted = submitted;
        if (prn) details.prn = prn;
      }
      if (note) {
        await m.getRepository(JobNote).insert({ jobId: job.id, authorId: staff.id, body: note });
        details.note = true;
      }
      const fields = Object.keys(changes).filter((k) => k !== 'completedAt' && k !== 'retiredAt');
      await this.activity.recordIn(m, audit, 'work.job.update', {
        ...details,
        fields: [...fields, ...(note ? ['note'] : []), ...(prn ? ['prn'] : [])],
      });
    });
    const sendNow =
      (changes.stage === 'waiting_for_client' && job.clientTasksSentAt === null) ||
      (changes.assigneeId !== undefined &&
        changes.assigneeId !== null &&
        (changes.stage ?? job.stage) === 'planned' &&
        toDay(job.startsOn) <= this.planner.today());
    if (sendNow) {
      await this.planner.sendClientTasks(job.id, audit);
      // Tasks the client already answered before the job moved count at once.
      await this.planner.reconcileClientTasks(job.businessId);
    }
    return this.detail(staff, id);
  }

  /** POST /api/staff/jobs/{id}/checklist/{itemId}/complete: ticks an item (a client task too: the papers came by other means). */
  async completeItem(staff: User, jobId: number, itemId: number, audit: AuditContext): Promise<JobDetailDto> {
    const job = await this.findInScope(staff, jobId);
    const item = await this.dataSource.getRepository(JobChecklistItem).findOneBy({ id: itemId, jobId: job.id });
    if (!item) throw new NotFoundError('job.checklist_item_not_found', CHECKLIST_ITEM_NOT_FOUND);
    if (item.completedAt !== null) throw new ConflictError('job.checklist_item_done', ITEM_ALREADY_DONE);
    await runWriteTransaction(this.dataSource, async (m) => {
      const r = await m
        .getRepository(JobChecklistItem)
        .update({ id: item.id, completedAt: IsNull() }, { completedAt: new Date(), completedById: staff.id });
      if (!r.affected) throw new ConflictError('job.checklist_item_done', ITEM_ALREADY_DONE);
      await this.activity.recordIn(m, audit, 'work.checklist.complete', {
        jobId: job.id,
        businessId: job.businessId,
        itemId: item.id,
        kind: item.kind,
        title: item.title,
      });
    });
    if (CLIENT_TASK_KINDS.includes(item.kind)) await this.planner.reconcileClientTasks(job.businessId);
    return this.detail(staff, job.id);
  }

  // ------------------------------------------------------------------ workload and attention

  /** GET /api/staff/workload: per staff member, open and overdue jobs and those due this week and next. */
  async workload(staff: User, weekOf?: string): Promise<WorkloadDto> {
    const today = this.planner.today();
    const monday = mondayOf(weekOf ?? today);
    const nextMonday = addDays(monday, 7);
    const qb = this.dataSource
      .getRepository(Job)
      .createQueryBuilder('j')
      .select('j.assigneeId', 'assigneeId')
      .addSelect('COUNT(*)', 'open')
      .addSelect('SUM(CASE WHEN j.dueDate < :today THEN 1 ELSE 0 END)', 'overdue')
      .addSelect('SUM(CASE WHEN j.dueDate >= :monday AND j.dueDate < :nextMonday THEN 1 ELSE 0 END)', 'thisWeek')
      .addSelect('SUM(CASE WHEN j.dueDate >= :nextMonday AND j.dueDate < :afterNext THEN 1 ELSE 0 END)', 'nextWeek')
      .where('j.stage IN (:...open)', { open: [...OPEN_STAGES] })
      .setParameters({ today, monday, nextMonday, afterNext: addDays(nextMonday, 7) })
      .groupBy('j.assigneeId');
    this.access.scope(qb, staff, 'j.businessId');
    const counted = await qb.getRawMany<{
      assigneeId: number | string | null;
      open: string | number;
      overdue: string | number | null;
      thisWeek: string | number | null;
      nextWeek: string | number | null;
    }>();
    const byAssignee = new Map(counted.map((r) => [r.assigneeId === null ? null : Number(r.assigneeId), r]));
    const team = (await this.staffAccounts.list()).filter((u) => !isLocked(u) && staffRoleOf(u) !== null);
    // Managers and admins see the whole team; an accountant the people working on their clients, and themselves.
    const shown = seesAllClients(staff) ? team : team.filter((u) => u.id === staff.id || byAssignee.has(u.id));
    const row = (person: { id: number; name: string } | null, r: (typeof counted)[number] | undefined): WorkloadRowDto => ({
      staff: person,
      open: Number(r?.open ?? 0),
      overdue: Number(r?.overdue ?? 0),
      dueThisWeek: Number(r?.thisWeek ?? 0),
      dueNextWeek: Number(r?.nextWeek ?? 0),
    });
    const rows = shown.map((u) => row({ id: u.id, name: displayName(u) }, byAssignee.get(u.id)));
    rows.sort((a, b) => a.staff!.name.localeCompare(b.staff!.name));
    rows.push(row(null, byAssignee.get(null)));
    return { weekOf: monday, nextWeekOf: nextMonday, rows };
  }

  /**
   * What needs the staff member's attention in their own work: their open jobs past due, and those
   * due from today to Sunday, each with a count and the first few (the staff attention list calls this).
   */
  async attentionFor(staff: User): Promise<JobAttentionDto> {
    const today = this.planner.today();
    const sunday = addDays(mondayOf(today), 6);
    const group = async (where: (qb: SelectQueryBuilder<Job>) => void) => {
      const qb = this.dataSource
        .getRepository(Job)
        .createQueryBuilder('j')
        .innerJoin('j.business', 'b')
        .addSelect(['b.id', 'b.name'])
        .where('j.assigneeId = :me', { me: staff.id })
        .andWhere('j.stage IN (:...open)', { open: [...OPEN_STAGES] });
      where(qb);
      this.access.scope(qb, staff, 'j.businessId');
      const count = await qb.getCount();
      const rows = (await qb.orderBy('j.dueDate', 'ASC').addOrderBy('j.id', 'ASC').limit(ATTENTION_ITEMS).getMany()) as JobRow[];
      return { count, items: await this.summaries(rows, today) };
    };
    const [overdue, dueThisWeek] = await Promise.all([
      group((qb) => qb.andWhere('j.dueDate < :today', { today })),
      group((qb) => qb.andWhere('j.dueDate >= :today AND j.dueDate <= :sunday', { today, sunday })),
    ]);
    return { overdue, dueThisWeek };
  }

  // ------------------------------------------------------------------ the client's view

  /**
   * GET /api/work: the business's jobs under way or starting within a week, and those done in the
   * last 31 days, each with its stage in plain words and its client tasks; never an internal item,
   * a note or who works on it. A role that reaches only some document categories (payroll) sees
   * only the requests it can answer.
   */
  async forClient(businessId: number, role: ClientRole): Promise<ClientWorkDto> {
    const today = this.planner.today();
    const rows = await this.dataSource
      .getRepository(Job)
      .createQueryBuilder('j')
      .leftJoin(JobTemplate, 't', 't.id = j.templateId')
      .select(['j.id', 'j.title', 'j.stage', 'j.periodStart', 'j.periodEnd', 'j.dueDate', 'j.templateId', 'j.completedAt'])
      .addSelect('t.clientLabel', 'clientLabel')
      .where('j.businessId = :businessId', { businessId })
      .andWhere(
        new Brackets((w) =>
          w
            .where('j.stage IN (:...open) AND j.startsOn <= :soon', { open: [...OPEN_STAGES], soon: addDays(today, 7) })
            .orWhere("j.stage = 'done' AND j.completedAt >= :recent", { recent: new Date(this.clock.nowMs() - 31 * 86_400_000) }),
        ),
      )
      .orderBy('j.dueDate', 'ASC')
      .addOrderBy('j.id', 'ASC')
      .getRawAndEntities();
    const labels = new Map(rows.entities.map((j, i) => [j.id, (rows.raw[i] as { clientLabel: string | null }).clientLabel]));
    const jobs = rows.entities;
    const items =
      jobs.length === 0
        ? []
        : await this.dataSource.getRepository(JobChecklistItem).find({
            where: { jobId: In(jobs.map((j) => j.id)), kind: In([...CLIENT_TASK_KINDS]) },
            order: { position: 'ASC' },
          });
    const tasksOf = new Map<number, ClientTaskDto[]>();
    for (const item of items) {
      // Only tasks actually sent reach the client; a request category the role cannot reach is left out.
      if (item.documentRequestId === null && item.conversationId === null) continue;
      if (item.kind === 'document_request' && !roleReachesCategory(role, item.documentCategory as DocumentCategory)) continue;
      const task: ClientTaskDto = {
        kind: item.kind === 'document_request' ? 'document_request' : 'question',
        title: item.title,
        description: item.description,
        requestId: item.documentRequestId,
        conversationId: item.conversationId,
        done: item.completedAt !== null,
      };
      tasksOf.set(item.jobId, [...(tasksOf.get(item.jobId) ?? []), task]);
    }
    const out: ClientJobDto[] = jobs.map((j) => {
      const period = j.periodStart && j.periodEnd && j.templateId !== null ? periodLabel(toDay(j.periodStart), toDay(j.periodEnd)) : null;
      const label = labels.get(j.id);
      const what = label ? (period ? `${label} for ${period}` : label) : j.title;
      return {
        id: j.id,
        title: j.title,
        stage: j.stage,
        description: CLIENT_STAGE_WORDS[j.stage as Exclude<JobStage, 'cancelled'>](what),
        period,
        tasks: tasksOf.get(j.id) ?? [],
      };
    });
    return { jobs: out, waitingOnYou: out.flatMap((j) => j.tasks.filter((t) => !t.done)) };
  }

  // ------------------------------------------------------------------ digest setting

  async digestSetting(staff: User): Promise<{ enabled: boolean }> {
    const row = await this.dataSource.getRepository(WorkDigestSetting).findOneBy({ staffId: staff.id });
    return { enabled: row?.enabled ?? false };
  }

  async setDigest(staff: User, enabled: boolean, audit: AuditContext): Promise<{ enabled: boolean }> {
    await this.dataSource.getRepository(WorkDigestSetting).upsert({ staffId: staff.id, enabled }, ['staffId']);
    await this.activity.record(audit, 'work.digest.update', { enabled });
    return { enabled };
  }

  // ------------------------------------------------------------------ shared

  /** The job if its client is in the staff member's scope; otherwise, as for a missing one, 404. */
  private async findInScope(staff: User, id: number): Promise<JobRow> {
    const qb = this.dataSource
      .getRepository(Job)
      .createQueryBuilder('j')
      .innerJoin('j.business', 'b')
      .addSelect(['b.id', 'b.name'])
      .where('j.id = :id', { id });
    this.access.scope(qb, staff, 'j.businessId');
    const job = (await qb.getOne()) as JobRow | null;
    if (!job) throw new NotFoundError('job.not_found', JOB_NOT_FOUND);
    return job;
  }

  /** A staff member who may see the client: a manager or admin, or an accountant assigned to it. */
  private async assertMayBeAssigned(assigneeId: number, businessId: number): Promise<void> {
    const candidate = await this.staffAccounts.findMember(assigneeId);
    const allowed =
      candidate !== null &&
      staffRoleOf(candidate) !== null &&
      (seesAllClients(candidate) || (await this.access.assignedAccountantIds(businessId)).includes(candidate.id));
    if (!allowed) throw new InvalidInputError('job.assignee_not_allowed', ASSIGNEE_NOT_ALLOWED, { assigneeId: ASSIGNEE_NOT_ALLOWED });
  }

  /** Rows as lists show them: client, template, assignee and checklist counts in three statements. */
  private async summaries(rows: JobRow[], today: string): Promise<JobSummaryDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const templateIds = [...new Set(rows.flatMap((r) => (r.templateId !== null ? [r.templateId] : [])))];
    const [counts, templates, names] = await Promise.all([
      this.dataSource
        .getRepository(JobChecklistItem)
        .createQueryBuilder('i')
        .select('i.jobId', 'jobId')
        .addSelect('COUNT(*)', 'total')
        .addSelect('SUM(CASE WHEN i.completedAt IS NOT NULL THEN 1 ELSE 0 END)', 'done')
        .addSelect(
          'SUM(CASE WHEN i.completedAt IS NULL AND (i.documentRequestId IS NOT NULL OR i.conversationId IS NOT NULL) THEN 1 ELSE 0 END)',
          'waiting',
        )
        .where('i.jobId IN (:...ids)', { ids })
        .groupBy('i.jobId')
        .getRawMany<{ jobId: number | string; total: number | string; done: number | string | null; waiting: number | string | null }>(),
      templateIds.length === 0
        ? Promise.resolve([] as JobTemplate[])
        : this.dataSource.getRepository(JobTemplate).find({ where: { id: In(templateIds) }, select: { id: true, name: true } }),
      this.users.displayNames(rows.map((r) => r.assigneeId)),
    ]);
    const countOf = new Map(counts.map((c) => [Number(c.jobId), c]));
    const templateName = new Map(templates.map((t) => [t.id, t.name]));
    return rows.map((r) => {
      const c = countOf.get(r.id);
      const dueDate = toDay(r.dueDate);
      return {
        id: r.id,
        title: r.title,
        client: { id: r.businessId, name: r.business?.name ?? '' },
        template:
          r.templateId !== null && templateName.has(r.templateId) ? { id: r.templateId, name: templateName.get(r.templateId)! } : null,
        periodKey: r.periodKey,
        periodStart: r.periodStart ? toDay(r.periodStart) : null,
        periodEnd: r.periodEnd ? toDay(r.periodEnd) : null,
        dueDate,
        startsOn: toDay(r.startsOn),
        stage: r.stage,
        overdue: isJobOverdue({ stage: r.stage, dueDate }, today),
        assignee: r.assigneeId !== null && names.has(r.assigneeId) ? { id: r.assigneeId, name: names.get(r.assigneeId)! } : null,
        assigneeRule: r.assigneeId === null ? r.assigneeRule : null,
        obligationId: r.obligationId,
        checklistDone: Number(c?.done ?? 0),
        checklistTotal: Number(c?.total ?? 0),
        waitingOnClient: Number(c?.waiting ?? 0),
      };
    });
  }
}
