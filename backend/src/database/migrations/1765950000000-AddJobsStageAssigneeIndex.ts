import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * An index that answers the team workload and the lists limited to one person or to an
 * accountant's clients from the index alone (docs/work.md, "Indexes"): the open stages, then the
 * assignee, the due date and the client. Without it, those reads fetched every open job's row.
 */
export class AddJobsStageAssigneeIndex1765950000000 implements MigrationInterface {
  name = 'AddJobsStageAssigneeIndex1765950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'jobs',
      new TableIndex({ name: 'IDX_jobs_stage_assignee_dueDate_business', columnNames: ['stage', 'assigneeId', 'dueDate', 'businessId'] }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('jobs', 'IDX_jobs_stage_assignee_dueDate_business');
  }
}
