import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

// Frozen copies of work/rules/job-rules.ts and work/checklist.ts as of this migration.
const JOB_STAGES = ['planned', 'waiting_for_client', 'in_progress', 'review', 'done', 'cancelled'];
const JOB_RECURRENCES = ['monthly', 'vat_period', 'yearly', 'once', 'obligation'];
const DUE_RULES = ['before_obligation_due', 'day_of_period_month', 'day_of_following_month'];
const CHECKLIST_ITEM_KINDS = ['internal', 'document_request', 'question'];
const DEFAULT_ASSIGNEES = ['assigned_accountant', 'manager', 'admin'];

/**
 * The firm's recurring work (docs/work.md): job templates; jobs, one per business, template and
 * period (the unique key the planner's inserts rely on), with the indexes the board, "My work"
 * and the workload read by; their checklist items and notes; the daily digest's setting and the
 * record of digests sent (one per person and day).
 */
export class CreateWork1765900000000 implements MigrationInterface {
  name = 'CreateWork1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    const isMysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const wideEnum = (name: string, values: string[], def?: string) => ({
      ...enumColumn(q, name, values, def),
      // enumColumn's SQLite varchar(20) is too short for 'assigned_accountant' and 'day_of_following_month'.
      ...(isMysql ? {} : { length: '30' }),
      isNullable: false,
    });
    await q.createTable(
      new Table({
        name: 'job_templates',
        columns: [
          idColumn,
          { ...stringColumn('seedKey', 60), isUnique: true },
          stringColumn('name', 120, false),
          stringColumn('clientLabel', 120, false),
          wideEnum('recurrence', JOB_RECURRENCES),
          stringColumn('obligationType', 24),
          wideEnum('dueRule', DUE_RULES),
          { name: 'dueDays', type: 'int' },
          { name: 'checklist', type: 'text' },
          wideEnum('defaultAssignee', DEFAULT_ASSIGNEES, 'assigned_accountant'),
          { name: 'packageTypes', type: 'text' },
          { name: 'active', type: 'boolean', default: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'jobs',
        columns: [
          idColumn,
          { name: 'businessId', type: 'int' },
          { name: 'templateId', type: 'int', isNullable: true },
          stringColumn('title', 160, false),
          stringColumn('periodKey', 20, false),
          { name: 'periodStart', type: 'date', isNullable: true },
          { name: 'periodEnd', type: 'date', isNullable: true },
          { name: 'dueDate', type: 'date' },
          { name: 'startsOn', type: 'date' },
          { name: 'assigneeId', type: 'int', isNullable: true },
          stringColumn('assigneeRule', 24),
          wideEnum('stage', JOB_STAGES, 'planned'),
          { name: 'obligationId', type: 'int', isNullable: true },
          { name: 'clientTasksSentAt', type: 'datetime', isNullable: true },
          { name: 'retiredAt', type: 'datetime', isNullable: true },
          { name: 'completedAt', type: 'datetime', isNullable: true },
          { name: 'createdById', type: 'int', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [
          foreignKey('businessId', 'client_businesses', 'CASCADE'),
          foreignKey('templateId', 'job_templates', 'SET NULL'),
          foreignKey('assigneeId', 'users', 'SET NULL'),
          foreignKey('obligationId', 'compliance_obligations', 'SET NULL'),
          foreignKey('createdById', 'users', 'SET NULL'),
        ],
        uniques: [{ name: 'UQ_jobs_business_template_period', columnNames: ['businessId', 'templateId', 'periodKey'] }],
        indices: [
          // The board: one stage, earliest due first.
          { name: 'IDX_jobs_stage_dueDate', columnNames: ['stage', 'dueDate'] },
          // "My work", the attention list and the digest: one person's open jobs by due date.
          { name: 'IDX_jobs_assignee_stage_dueDate', columnNames: ['assigneeId', 'stage', 'dueDate'] },
          { name: 'IDX_jobs_dueDate', columnNames: ['dueDate'] },
          { name: 'IDX_jobs_obligationId', columnNames: ['obligationId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'job_checklist_items',
        columns: [
          idColumn,
          { name: 'jobId', type: 'int' },
          { name: 'position', type: 'int' },
          stringColumn('title', 200, false),
          wideEnum('kind', CHECKLIST_ITEM_KINDS),
          stringColumn('documentCategory', 40),
          { name: 'description', type: 'text', isNullable: true },
          { name: 'dueInBusinessDays', type: 'int', isNullable: true },
          { name: 'documentRequestId', type: 'int', isNullable: true },
          { name: 'conversationId', type: 'int', isNullable: true },
          { name: 'completedAt', type: 'datetime', isNullable: true },
          { name: 'completedById', type: 'int', isNullable: true },
        ],
        foreignKeys: [
          foreignKey('jobId', 'jobs', 'CASCADE'),
          foreignKey('documentRequestId', 'document_requests', 'SET NULL'),
          foreignKey('conversationId', 'conversations', 'SET NULL'),
          foreignKey('completedById', 'users', 'SET NULL'),
        ],
        uniques: [{ name: 'UQ_job_checklist_items_job_position', columnNames: ['jobId', 'position'] }],
        indices: [
          { name: 'IDX_job_checklist_items_documentRequestId', columnNames: ['documentRequestId'] },
          { name: 'IDX_job_checklist_items_conversationId', columnNames: ['conversationId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'job_notes',
        columns: [
          idColumn,
          { name: 'jobId', type: 'int' },
          { name: 'authorId', type: 'int', isNullable: true },
          { name: 'body', type: 'text' },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('jobId', 'jobs', 'CASCADE'), foreignKey('authorId', 'users', 'SET NULL')],
        indices: [{ name: 'IDX_job_notes_jobId', columnNames: ['jobId'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'work_digest_settings',
        columns: [
          { name: 'staffId', type: 'int', isPrimary: true },
          { name: 'enabled', type: 'boolean', default: false },
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('staffId', 'users', 'CASCADE')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'work_digest_sends',
        columns: [idColumn, { name: 'staffId', type: 'int' }, { name: 'sentOn', type: 'date' }, timestampColumn('createdAt')],
        foreignKeys: [foreignKey('staffId', 'users', 'CASCADE')],
        uniques: [{ name: 'UQ_work_digest_sends_staff_day', columnNames: ['staffId', 'sentOn'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['work_digest_sends', 'work_digest_settings', 'job_notes', 'job_checklist_items', 'jobs', 'job_templates']) {
      await q.dropTable(table, true, true, true);
    }
  }
}
