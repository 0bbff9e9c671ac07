import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@table-bay/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { QueryBoolean } from '../../common/pagination/page-query.dto';
import { RequiredText } from '../../common/validation/text-fields';
import { OBLIGATION_STATUSES, type ObligationStatus } from '../../compliance/obligation-status';
import { CHECKLIST_ITEM_KINDS, DEFAULT_ASSIGNEES, type ChecklistItemKind, type DefaultAssignee } from '../checklist';
import { JOB_STAGES, type JobStage } from '../rules/job-rules';
import { CHECKLIST_MAX_ITEMS, ChecklistItemTemplateDto } from './job-template.dto';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const JOB_TITLE_MAX = 160;
export const JOB_NOTE_MAX = 2000;
export const JOBS_PAGE_SIZE = 25;
export const JOBS_MAX_PAGE_SIZE = 100;

/** A real yyyy-MM-dd date (not 2026-02-30). */
export function IsCalendarDate(message: string) {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !DATE.test(value)) return false;
        const d = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
      },
      defaultMessage: () => message,
    },
  });
}

const isBool = () =>
  ValidateBy({
    name: 'isBool',
    validator: { validate: (v: unknown) => typeof v === 'boolean', defaultMessage: () => 'overdue must be true or false' },
  });

/** `stage` filter: one stage, or `open` for every stage of work still to do. */
export const JOB_STAGE_FILTERS = [...JOB_STAGES, 'open'] as const;
export type JobStageFilter = (typeof JOB_STAGE_FILTERS)[number];

/** The jobs list's filters and page (GET /api/staff/jobs). */
export class JobQueryDto {
  @ApiPropertyOptional({
    type: String,
    example: 'me',
    description: 'A staff member’s id, `me` for the caller (“My work”) or `none` for jobs nobody has yet',
  })
  @IsOptional()
  @Matches(/^(me|none|[1-9]\d{0,9})$/, { message: 'assigneeId must be a staff member’s id, me or none' })
  assigneeId?: string;

  @ApiPropertyOptional({
    enum: JOB_STAGE_FILTERS,
    enumName: 'JobStageFilter',
    description: 'One stage, or `open` for all but done and cancelled',
  })
  @IsOptional()
  @IsIn(JOB_STAGE_FILTERS, { message: `stage must be one of ${JOB_STAGE_FILTERS.join(', ')}` })
  stage?: JobStageFilter;

  @ApiPropertyOptional({ description: 'One client business' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'clientId must be a whole number' })
  @Min(1, { message: 'clientId must be a whole number' })
  @Max(2_147_483_647, { message: 'clientId must be a whole number' })
  clientId?: number;

  @ApiPropertyOptional({ description: 'Jobs of one template' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'templateId must be a whole number' })
  @Min(1, { message: 'templateId must be a whole number' })
  @Max(2_147_483_647, { message: 'templateId must be a whole number' })
  templateId?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Due on or before this day (yyyy-MM-dd)' })
  @IsOptional()
  @IsCalendarDate('dueBefore must be a date as YYYY-MM-DD')
  dueBefore?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Due on or after this day (yyyy-MM-dd)' })
  @IsOptional()
  @IsCalendarDate('dueAfter must be a date as YYYY-MM-DD')
  dueAfter?: string;

  @ApiPropertyOptional({ description: 'true: only overdue jobs; false: none of them' })
  @IsOptional()
  @QueryBoolean()
  @isBool()
  overdue?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 40_000, default: 1, description: 'Page number, from 1' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(40_000, { message: 'page must be at most 40000' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: JOBS_MAX_PAGE_SIZE, default: JOBS_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(JOBS_MAX_PAGE_SIZE, { message: `pageSize must be at most ${JOBS_MAX_PAGE_SIZE}` })
  pageSize: number = JOBS_PAGE_SIZE;
}

/** A person on a job (assignee, note author, who ticked an item). */
export class JobPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Lindiwe Dube' }) name!: string;
}

/** The client a job is for. */
export class JobClientDto {
  @ApiProperty({ description: 'The client business’s id' }) id!: number;
  @ApiProperty() name!: string;
}

export class JobTemplateRefDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/** A job in a list (the board, “My work”, a client’s page). */
export class JobSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'VAT201 Sep–Oct 2026' }) title!: string;
  @ApiProperty({ type: JobClientDto }) client!: JobClientDto;
  @ApiProperty({ type: JobTemplateRefDto, nullable: true, description: 'Null for a one-off job' }) template!: JobTemplateRefDto | null;
  @ApiProperty({ example: '2026-10-31', description: '`2026-09` (a month), a period end date, `once` or `one-off`' })
  periodKey!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) periodStart!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) periodEnd!: string | null;
  @ApiProperty({ format: 'date', description: 'The firm’s own deadline' }) dueDate!: string;
  @ApiProperty({ format: 'date', description: 'When the client tasks go out' }) startsOn!: string;
  @ApiProperty({ enum: JOB_STAGES, enumName: 'JobStage' }) stage!: JobStage;
  @ApiProperty({ description: 'Past the due date (the firm’s time zone) and not done or cancelled' }) overdue!: boolean;
  @ApiProperty({ type: JobPersonDto, nullable: true }) assignee!: JobPersonDto | null;
  @ApiProperty({
    enum: DEFAULT_ASSIGNEES,
    enumName: 'JobDefaultAssignee',
    nullable: true,
    description: 'While nobody has the job: the team it waits for (`manager`, `admin`)',
  })
  assigneeRule!: DefaultAssignee | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The compliance obligation followed' }) obligationId!: number | null;
  @ApiProperty({ description: 'Checklist items ticked' }) checklistDone!: number;
  @ApiProperty({ description: 'Checklist items in all' }) checklistTotal!: number;
  @ApiProperty({ description: 'Client tasks sent and not yet in' }) waitingOnClient!: number;
}

export class JobPageDto {
  @ApiProperty({ type: [JobSummaryDto], description: 'Overdue first, then by due date' }) items!: JobSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** A checklist item of a job, as staff see it. */
export class JobChecklistItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Order in the checklist, from 1' }) position!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CHECKLIST_ITEM_KINDS, enumName: 'ChecklistItemKind' }) kind!: ChecklistItemKind;
  @ApiProperty({ enum: DOCUMENT_CATEGORIES, enumName: 'DocumentCategory', nullable: true }) documentCategory!: DocumentCategory | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The document request this task became' }) documentRequestId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The conversation this question became' }) conversationId!: number | null;
  @ApiProperty({ description: 'Ticked' }) done!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: JobPersonDto, nullable: true, description: 'Null when it completed by itself (the client’s upload or answer)' })
  completedBy!: JobPersonDto | null;
}

export class JobNoteDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: JobPersonDto, nullable: true }) author!: JobPersonDto | null;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** The obligation a job follows, as far as the job's screen needs it. */
export class JobObligationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'VAT201 for Sep–Oct 2026' }) label!: string;
  @ApiProperty({ format: 'date', description: 'SARS’s due date' }) dueDate!: string;
  @ApiProperty({ enum: OBLIGATION_STATUSES, enumName: 'ObligationStatus' }) status!: ObligationStatus;
  @ApiProperty({ type: String, nullable: true }) prn!: string | null;
}

/** One job with its whole checklist (internal items included) and notes: staff only. */
export class JobDetailDto extends JobSummaryDto {
  @ApiProperty({ type: [JobChecklistItemDto] }) checklist!: JobChecklistItemDto[];
  @ApiProperty({ type: [JobNoteDto], description: 'Oldest first' }) notes!: JobNoteDto[];
  @ApiProperty({ type: JobObligationDto, nullable: true }) obligation!: JobObligationDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) clientTasksSentAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
}

/** A one-off job for a client (POST /api/staff/jobs). */
export class CreateJobDto {
  @ApiProperty({ description: 'The client business' })
  @IsInt({ message: 'clientId must be a whole number' })
  @Min(1, { message: 'clientId must be a whole number' })
  @Max(2_147_483_647, { message: 'clientId must be a whole number' })
  @IsDefined({ message: 'clientId is required' })
  clientId!: number;

  @RequiredText(JOB_TITLE_MAX, 'Title')
  @ApiProperty({ type: String, maxLength: JOB_TITLE_MAX, example: 'Tax clearance certificate' })
  title!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30', description: 'The firm’s deadline (yyyy-MM-dd)' })
  @IsCalendarDate('Due date must be a date as YYYY-MM-DD')
  @IsDefined({ message: 'Due date is required' })
  dueDate!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A staff member who may see the client; the caller when left out' })
  @IsOptional()
  @IsInt({ message: 'assigneeId must be a staff member’s id' })
  @Min(1, { message: 'assigneeId must be a staff member’s id' })
  @Max(2_147_483_647, { message: 'assigneeId must be a staff member’s id' })
  assigneeId?: number | null;

  @ApiPropertyOptional({ type: [ChecklistItemTemplateDto], maxItems: CHECKLIST_MAX_ITEMS, description: 'Client tasks go out at once' })
  @IsOptional()
  @IsArray({ message: 'checklist must be a list of items' })
  @ArrayMaxSize(CHECKLIST_MAX_ITEMS, { message: `A checklist has at most ${CHECKLIST_MAX_ITEMS} items` })
  @ValidateNested({ each: true })
  @Type(() => ChecklistItemTemplateDto)
  checklist?: ChecklistItemTemplateDto[];
}

const PRN = /^[A-Z0-9]+$/;

/** A change to a job: each field optional, at least one. */
export class UpdateJobDto {
  @ApiPropertyOptional({
    enum: JOB_STAGES,
    enumName: 'JobStage',
    description: 'Move the job; `done` with a linked obligation marks it submitted',
  })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsIn(JOB_STAGES, { message: `stage must be one of ${JOB_STAGES.join(', ')}` })
  stage?: JobStage;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A staff member who may see the client, or null for nobody' })
  @ValidateIf((_o: object, v: unknown) => v !== undefined && v !== null)
  @IsInt({ message: 'assigneeId must be a staff member’s id' })
  @Min(1, { message: 'assigneeId must be a staff member’s id' })
  @Max(2_147_483_647, { message: 'assigneeId must be a staff member’s id' })
  assigneeId?: number | null;

  @ApiPropertyOptional({ format: 'date', description: 'The firm’s new deadline (yyyy-MM-dd)' })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsCalendarDate('Due date must be a date as YYYY-MM-DD')
  dueDate?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 30,
    example: '4123456789VAT0000001',
    description: 'SARS’s payment reference, stored on the linked obligation when the job is marked done',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsString({ message: 'The PRN must be text' })
  @MaxLength(30, { message: 'The PRN must be at most 30 characters' })
  @Matches(PRN, { message: 'The PRN may contain only letters and digits, as SARS prints it' })
  prn?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: JOB_NOTE_MAX,
    description: 'An internal note added to the job (never shown to the client)',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsString({ message: 'The note must be text' })
  @MaxLength(JOB_NOTE_MAX, { message: `The note must be at most ${JOB_NOTE_MAX} characters` })
  note?: string;
}

/** GET /api/staff/workload?weekOf= */
export class WorkloadQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'Any day of the week to count from (yyyy-MM-dd); this week when left out' })
  @IsOptional()
  @IsCalendarDate('weekOf must be a date as YYYY-MM-DD')
  weekOf?: string;
}

/** One staff member's (or nobody's) open work. */
export class WorkloadRowDto {
  @ApiProperty({ type: JobPersonDto, nullable: true, description: 'Null: jobs nobody has yet' }) staff!: JobPersonDto | null;
  @ApiProperty({ description: 'Jobs not done or cancelled' }) open!: number;
  @ApiProperty({ description: 'Open and past their due date' }) overdue!: number;
  @ApiProperty({ description: 'Open and due in the week of weekOf (Monday to Sunday)' }) dueThisWeek!: number;
  @ApiProperty({ description: 'Open and due the week after' }) dueNextWeek!: number;
}

export class WorkloadDto {
  @ApiProperty({ format: 'date', description: 'Monday of the week counted' }) weekOf!: string;
  @ApiProperty({ format: 'date', description: 'Monday of the week after' }) nextWeekOf!: string;
  @ApiProperty({ type: [WorkloadRowDto], description: 'Every active staff member in scope (by name), then unassigned work' })
  rows!: WorkloadRowDto[];
}

/** The first jobs of one kind of attention, with their count. */
export class JobAttentionGroupDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [JobSummaryDto], description: 'The first few, earliest due first' }) items!: JobSummaryDto[];
}

/** What needs a staff member's attention in their work (WorkService.attentionFor). */
export class JobAttentionDto {
  @ApiProperty({ type: JobAttentionGroupDto, description: 'Their open jobs past due' }) overdue!: JobAttentionGroupDto;
  @ApiProperty({ type: JobAttentionGroupDto, description: 'Their open jobs due from today to Sunday' }) dueThisWeek!: JobAttentionGroupDto;
}

/** The daily work digest setting. */
export class WorkDigestDto {
  @ApiProperty({ description: 'A mail each morning with the jobs due in the next 3 business days and the overdue ones' })
  enabled!: boolean;
}

export class UpdateWorkDigestDto {
  @ApiProperty({ description: 'true: send the daily digest' })
  @ValidateBy({
    name: 'isBool',
    validator: { validate: (v: unknown) => typeof v === 'boolean', defaultMessage: () => 'enabled must be true or false' },
  })
  @IsDefined({ message: 'enabled is required' })
  enabled!: boolean;
}

/** A client task as the client sees it. */
export class ClientTaskDto {
  @ApiProperty({ enum: ['document_request', 'question'], enumName: 'ClientTaskKind' }) kind!: 'document_request' | 'question';
  @ApiProperty({ example: 'Bank statements for Sep–Oct 2026' }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'What to send, or the question' }) description!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'document_request: answer it at /dashboard/uploads?requestId=' })
  requestId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'question: answer it in /dashboard/messages/{conversationId}' })
  conversationId!: number | null;
  @ApiProperty({ description: 'The client has answered it' }) done!: boolean;
}

/** A job as the client sees it: no internal items, notes or assignee. */
export class ClientJobDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'VAT201 Sep–Oct 2026' }) title!: string;
  @ApiProperty({ enum: JOB_STAGES, enumName: 'JobStage' }) stage!: JobStage;
  @ApiProperty({ example: 'We’re preparing your VAT return for Sep–Oct 2026', description: 'The stage in plain words' })
  description!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Sep–Oct 2026' }) period!: string | null;
  @ApiProperty({ type: [ClientTaskDto], description: 'What the firm asked the client for in this job' }) tasks!: ClientTaskDto[];
}

/** GET /api/work: this period's work and what waits on the client. */
export class ClientWorkDto {
  @ApiProperty({ type: [ClientJobDto], description: 'Jobs under way or started soon, and those done in the last 31 days' })
  jobs!: ClientJobDto[];
  @ApiProperty({ type: [ClientTaskDto], description: 'Every task still waiting on the client, across the jobs' })
  waitingOnYou!: ClientTaskDto[];
}
