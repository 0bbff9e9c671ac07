import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ObligationType } from '../compliance/rules';
import { DEFAULT_ASSIGNEES, type ChecklistItemTemplate, type DefaultAssignee } from './checklist';
import { DUE_RULES, JOB_RECURRENCES, type DueRule, type JobRecurrence } from './rules/job-rules';

/**
 * A kind of recurring work the firm does for clients (docs/work.md, "Templates"): how often, when
 * it is due inside the firm, its checklist, who does it, and which packages of the catalogue it
 * comes with. The planner makes jobs from the active ones.
 */
@Entity('job_templates')
export class JobTemplate {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The shipped templates' stable key (the seed finds them by it); null for a template an admin made. */
  @Column({ type: 'varchar', length: 60, nullable: true, unique: true })
  seedKey!: string | null;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** How the client reads it, after "We're preparing": "your VAT return". */
  @Column({ type: 'varchar', length: 120 })
  clientLabel!: string;

  @Column({ type: 'simple-enum', enum: JOB_RECURRENCES })
  recurrence!: JobRecurrence;

  /** For `obligation` recurrence: the compliance obligation type it follows. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  obligationType!: ObligationType | null;

  @Column({ type: 'simple-enum', enum: DUE_RULES })
  dueRule!: DueRule;

  /** N of the due rule: business days before the obligation's due date, or a day of the month. */
  @Column({ type: 'int' })
  dueDays!: number;

  /** The checklist in order. */
  @Column({ type: 'simple-json' })
  checklist!: ChecklistItemTemplate[];

  @Column({ type: 'simple-enum', enum: DEFAULT_ASSIGNEES, default: 'assigned_accountant' })
  defaultAssignee!: DefaultAssignee;

  /** packageType keys of the catalogue (`standard`, `elite` ...) whose holders get these jobs. */
  @Column({ type: 'simple-json' })
  packageTypes!: string[];

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
