import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AuditContext } from '../common/audit/audit-context';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { CLIENT_TASK_KINDS, type ChecklistItemTemplate } from './checklist';
import type { ChecklistItemTemplateDto, CreateJobTemplateDto, JobTemplateDto, UpdateJobTemplateDto } from './dto/job-template.dto';
import { JobTemplate } from './job-template.entity';
import { OBLIGATION_RECURRENCES } from './rules/job-rules';

export const TEMPLATE_NOT_FOUND = 'Job template not found';
export const OBLIGATION_TYPE_NEEDED = 'A template that follows an obligation needs obligationType';
export const OBLIGATION_TYPE_NOT_USED = 'obligationType is only for templates that follow an obligation';
export const DUE_RULE_NEEDS_OBLIGATION =
  'before_obligation_due is only for templates that follow the tax calendar (vat_period, obligation)';
export const DAY_OF_MONTH_RANGE = 'For a day of the month, dueDays must be between 1 and 31';
export const CLIENT_TASK_NEEDS_DESCRIPTION = 'A client task needs a description: what to send, or the question';

/** The firm's job templates (docs/work.md, "Templates"): listed by staff, made and changed by admins. */
@Injectable()
export class JobTemplatesService {
  constructor(
    @InjectRepository(JobTemplate) private readonly templates: Repository<JobTemplate>,
    private readonly activity: ActivityService,
  ) {}

  async list(): Promise<JobTemplateDto[]> {
    return (await this.templates.find({ order: { name: 'ASC', id: 'ASC' } })).map(toDto);
  }

  /** The active templates, as the planner reads them. */
  active(): Promise<JobTemplate[]> {
    return this.templates.find({ where: { active: true }, order: { id: 'ASC' } });
  }

  async get(id: number): Promise<JobTemplate> {
    const row = await this.templates.findOneBy({ id });
    if (!row) throw new NotFoundError('job_template.not_found', TEMPLATE_NOT_FOUND);
    return row;
  }

  async create(dto: CreateJobTemplateDto, audit: AuditContext): Promise<JobTemplateDto> {
    const fields = {
      name: dto.name,
      clientLabel: dto.clientLabel,
      recurrence: dto.recurrence,
      obligationType: dto.obligationType ?? null,
      dueRule: dto.dueRule,
      dueDays: dto.dueDays,
      checklist: dto.checklist.map(toItem),
      defaultAssignee: dto.defaultAssignee ?? 'assigned_accountant',
      packageTypes: [...new Set(dto.packageTypes)],
      active: dto.active ?? true,
    };
    assertConsistent(fields);
    const saved = await this.templates.save(this.templates.create({ ...fields, seedKey: null }));
    await this.activity.record(audit, 'work.template.create', { templateId: saved.id, name: saved.name });
    return toDto(saved);
  }

  /** Changes apply to jobs made from now on; jobs already made keep their checklist and due date. */
  async update(id: number, dto: UpdateJobTemplateDto, audit: AuditContext): Promise<JobTemplateDto> {
    const row = await this.get(id);
    const changes: Partial<JobTemplate> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.clientLabel !== undefined) changes.clientLabel = dto.clientLabel;
    if (dto.recurrence !== undefined) changes.recurrence = dto.recurrence;
    if (dto.obligationType !== undefined) changes.obligationType = dto.obligationType;
    if (dto.dueRule !== undefined) changes.dueRule = dto.dueRule;
    if (dto.dueDays !== undefined) changes.dueDays = dto.dueDays;
    if (dto.checklist !== undefined) changes.checklist = dto.checklist.map(toItem);
    if (dto.defaultAssignee !== undefined) changes.defaultAssignee = dto.defaultAssignee;
    if (dto.packageTypes !== undefined) changes.packageTypes = [...new Set(dto.packageTypes)];
    if (dto.active !== undefined) changes.active = dto.active;
    // A template moved off the calendar drops its obligation type rather than failing on it.
    if (changes.recurrence !== undefined && changes.recurrence !== 'obligation' && dto.obligationType === undefined)
      changes.obligationType = null;
    const next = { ...row, ...changes };
    assertConsistent(next);
    if (Object.keys(changes).length > 0) {
      await this.templates.update({ id }, changes);
      await this.activity.record(audit, 'work.template.update', { templateId: id, name: next.name, fields: Object.keys(changes) });
    }
    return toDto(await this.get(id));
  }
}

function toItem(dto: ChecklistItemTemplateDto): ChecklistItemTemplate {
  const clientTask = CLIENT_TASK_KINDS.includes(dto.kind);
  return {
    title: dto.title,
    kind: dto.kind,
    documentCategory: dto.kind === 'document_request' ? (dto.documentCategory ?? null) : null,
    description: dto.description ?? null,
    dueInBusinessDays: clientTask ? (dto.dueInBusinessDays ?? null) : null,
  };
}

/** The rules that join fields; each refusal names its field. */
function assertConsistent(t: Pick<JobTemplate, 'recurrence' | 'obligationType' | 'dueRule' | 'dueDays' | 'checklist'>): void {
  const refuse = (field: string, message: string) => {
    throw new InvalidInputError('job_template.invalid', message, { [field]: message });
  };
  if (t.recurrence === 'obligation' && !t.obligationType) refuse('obligationType', OBLIGATION_TYPE_NEEDED);
  if (t.recurrence !== 'obligation' && t.obligationType) refuse('obligationType', OBLIGATION_TYPE_NOT_USED);
  if (t.dueRule === 'before_obligation_due' && !OBLIGATION_RECURRENCES.includes(t.recurrence)) refuse('dueRule', DUE_RULE_NEEDS_OBLIGATION);
  if (t.dueRule !== 'before_obligation_due' && (t.dueDays < 1 || t.dueDays > 31)) refuse('dueDays', DAY_OF_MONTH_RANGE);
  t.checklist.forEach((item, i) => {
    if (CLIENT_TASK_KINDS.includes(item.kind) && !item.description) refuse(`checklist.${i}.description`, CLIENT_TASK_NEEDS_DESCRIPTION);
  });
}

export function toDto(t: JobTemplate): JobTemplateDto {
  return {
    id: t.id,
    name: t.name,
    clientLabel: t.clientLabel,
    recurrence: t.recurrence,
    obligationType: t.obligationType,
    dueRule: t.dueRule,
    dueDays: t.dueDays,
    checklist: t.checklist.map((i) => ({
      title: i.title,
      kind: i.kind,
      documentCategory: i.documentCategory ?? null,
      description: i.description ?? null,
      dueInBusinessDays: i.dueInBusinessDays ?? null,
    })),
    defaultAssignee: t.defaultAssignee,
    packageTypes: t.packageTypes,
    active: t.active,
    shipped: t.seedKey !== null,
    updatedAt: t.updatedAt,
  };
}
