import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessModule } from '../access/access.module';
import { ActivityModule } from '../activity/activity.module';
import { BillingModule } from '../billing/billing.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { ComplianceModule } from '../compliance/compliance.module';
import { DocumentsModule } from '../documents/documents.module';
import { MessagesModule } from '../messages/messages.module';
import { UsersModule } from '../users/users.module';
import { ClientWorkController } from './client-work.controller';
import { WORK_ENTITIES } from './job.entity';
import { JobTemplatesController } from './job-templates.controller';
import { seedJobTemplates } from './job-templates.seed';
import { JobTemplatesService } from './job-templates.service';
import { StaffWorkController } from './staff-work.controller';
import { WorkJobs } from './work.jobs';
import { WorkListener } from './work.listener';
import { WorkPlanner } from './work-planner.service';
import { WorkService } from './work.service';

/**
 * The firm's recurring work (docs/work.md): job templates, jobs with checklists and client tasks,
 * the planner that makes them from the packages and the tax calendar, the staff and client routes,
 * the daily digest. WorkService.attentionFor is the staff overview's way in.
 */
@Module({
  imports: [
    AccessModule,
    ActivityModule,
    BillingModule,
    BusinessesModule,
    ComplianceModule,
    DocumentsModule,
    MessagesModule,
    UsersModule,
    TypeOrmModule.forFeature(WORK_ENTITIES),
  ],
  controllers: [JobTemplatesController, StaffWorkController, ClientWorkController],
  providers: [JobTemplatesService, WorkPlanner, WorkService, WorkJobs, WorkListener],
  exports: [WorkService],
})
export class WorkModule implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The shipped templates exist from the first start (docs/work.md); an admin's edits are kept. */
  async onApplicationBootstrap(): Promise<void> {
    await seedJobTemplates(this.dataSource);
  }
}
