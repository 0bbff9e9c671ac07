import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { DocumentCategory } from '@table-bay/shared';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';
import { CHECKLIST_ITEM_KINDS, type ChecklistItemKind, type DefaultAssignee } from './checklist';
import { JobTemplate } from './job-template.entity';
import { JOB_STAGES, type JobStage } from './rules/job-rules';

/**
 * One piece of the firm's work for one client business and period (docs/work.md, "Jobs"). Made
 * by the planner from a template, or by staff as a one-off (no template). (businessId,
 * templateId, periodKey) is a job's identity: the planner's inserts ignore a row that exists, so
 * two runs or two instances never make one twice.
 */
@Entity('jobs')
@Unique('UQ_jobs_business_template_period', ['businessId', 'templateId', 'periodKey'])
@Index('IDX_jobs_stage_dueDate', ['stage', 'dueDate'])
@Index('IDX_jobs_assignee_stage_dueDate', ['assigneeId', 'stage', 'dueDate'])
@Index('IDX_jobs_dueDate', ['dueDate'])
export class Job {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness>;

  /** Null for a one-off job, or once its template is gone. */
  @Column({ type: 'int', nullable: true })
  templateId!: number | null;

  @ManyToOne(() => JobTemplate, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'templateId' })
  template?: Relation<JobTemplate> | null;

  /** "VAT201 Sep–Oct 2026" */
  @Column({ type: 'varchar', length: 160 })
  title!: string;

  /** `2026-09`, a period end date, `once`, or `one-off` (docs/work.md). */
  @Column({ type: 'varchar', length: 20 })
  periodKey!: string;

  /** yyyy-MM-dd; null for a one-off job. */
  @Column({ type: 'date', nullable: true })
  periodStart!: string | null;

  @Column({ type: 'date', nullable: true })
  periodEnd!: string | null;

  /** The firm's own deadline, yyyy-MM-dd. */
  @Column({ type: 'date' })
  dueDate!: string;

  /** The day the client tasks go out (yyyy-MM-dd). */
  @Column({ type: 'date' })
  startsOn!: string;

  @Column({ type: 'int', nullable: true })
  assigneeId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: Relation<User> | null;

  /** A template's team default while nobody has the job (`manager`, `admin`); null otherwise. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  assigneeRule!: DefaultAssignee | null;

  @Column({ type: 'simple-enum', enum: JOB_STAGES, default: 'planned' })
  stage!: JobStage;

  /** The compliance obligation the job follows (compliance_obligations.id), if any. */
  @Index('IDX_jobs_obligationId')
  @Column({ type: 'int', nullable: true })
  obligationId!: number | null;

  /** When the client tasks were sent; set once, in the transaction that sends them. */
  @Column({ type: 'datetime', nullable: true })
  clientTasksSentAt!: Date | null;

  /** Set when the planner cancelled the job because the package or profile no longer calls for it. */
  @Column({ type: 'datetime', nullable: true })
  retiredAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt!: Date | null;

  /** Null when the planner made it. */
  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** One step of a job's checklist, copied from its template when the job was made. */
@Entity('job_checklist_items')
@Unique('UQ_job_checklist_items_job_position', ['jobId', 'position'])
export class JobChecklistItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  jobId!: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: Relation<Job>;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'simple-enum', enum: CHECKLIST_ITEM_KINDS })
  kind!: ChecklistItemKind;

  @Column({ type: 'varchar', length: 40, nullable: true })
  documentCategory!: DocumentCategory | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'int', nullable: true })
  dueInBusinessDays!: number | null;

  /** The document request this task became (document_requests.id). */
  @Index('IDX_job_checklist_items_documentRequestId')
  @Column({ type: 'int', nullable: true })
  documentRequestId!: number | null;

  /** The conversation this question became (conversations.id). */
  @Index('IDX_job_checklist_items_conversationId')
  @Column({ type: 'int', nullable: true })
  conversationId!: number | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt!: Date | null;

  /** Who ticked it; null when it completed by itself (the client's upload or answer). */
  @Column({ type: 'int', nullable: true })
  completedById!: number | null;
}

/** A staff note on a job; never shown to the client. */
@Entity('job_notes')
export class JobNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_job_notes_jobId')
  @Column({ type: 'int' })
  jobId!: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: Relation<Job>;

  @Column({ type: 'int', nullable: true })
  authorId!: number | null;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A staff member who chose the daily work digest (docs/work.md, "Digest"). */
@Entity('work_digest_settings')
export class WorkDigestSetting {
  @PrimaryColumn({ type: 'int' })
  staffId!: number;

  @Column({ type: 'boolean', default: false })
  enabled!: boolean;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** A digest sent: unique per person and day, written in the transaction that queues its mail. */
@Entity('work_digest_sends')
@Unique('UQ_work_digest_sends_staff_day', ['staffId', 'sentOn'])
export class WorkDigestSend {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  staffId!: number;

  /** yyyy-MM-dd, the firm's date. */
  @Column({ type: 'date' })
  sentOn!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

export const WORK_ENTITIES = [JobTemplate, Job, JobChecklistItem, JobNote, WorkDigestSetting, WorkDigestSend];
