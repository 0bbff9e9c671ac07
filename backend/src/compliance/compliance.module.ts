import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { ActivityModule } from '../activity/activity.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CalendarFeed } from './calendar-feed.entity';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { ComplianceReminder } from './compliance-reminder.entity';
import { ComplianceReminderJobs } from './compliance-reminders.jobs';
import { ComplianceObligation, ObligationProof } from './compliance-obligation.entity';
import { ComplianceController } from './compliance.controller';
import { ComplianceService } from './compliance.service';
import { StaffComplianceController } from './staff/staff-compliance.controller';

/** The tax calendar: SARS and CIPC obligations per client business (docs/compliance.md). */
@Module({
  imports: [
    AccessModule,
    ActivityModule,
    BusinessesModule,
    DocumentsModule,
    EmployeesModule,
    MailModule,
    NotificationsModule,
    TypeOrmModule.forFeature([ComplianceObligation, ObligationProof, ComplianceReminder, CalendarFeed]),
  ],
  controllers: [ComplianceController, StaffComplianceController, CalendarFeedController],
  providers: [ComplianceService, CalendarFeedService, ComplianceReminderJobs],
  exports: [ComplianceService],
})
export class ComplianceModule {}
