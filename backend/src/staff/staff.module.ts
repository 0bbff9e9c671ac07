import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { EngagementModule } from '../engagement/engagement.module';
import { MembershipsModule } from '../memberships/memberships.module';
import { MessagesModule } from '../messages/messages.module';
import { WorkModule } from '../work/work.module';
import { StaffAttentionController } from './attention/staff-attention.controller';
import { StaffAttentionService } from './attention/staff-attention.service';
import { AccessModule } from '../access/access.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { AdminNotification } from './admin-notification.entity';
import { ClientNote } from './client-note.entity';
import { StaffClientsController } from './clients/staff-clients.controller';
import { StaffClientsService } from './clients/staff-clients.service';
import { StaffNotesController } from './notes/staff-notes.controller';
import { StaffNotesService } from './notes/staff-notes.service';
import { StaffNotificationsController } from './notifications/staff-notifications.controller';
import { StaffNotificationsListener } from './notifications/staff-notifications.listener';
import { StaffNotificationsService } from './notifications/staff-notifications.service';
import { StaffAssignmentsService } from './team/staff-assignments.service';
import { StaffTeamController } from './team/staff-team.controller';
import { StaffTeamService } from './team/staff-team.service';
import { UsersModule } from '../users/users.module';
import { SessionModule } from '../session/session.module';
import { ActivityModule } from '../activity/activity.module';

/** The firm's side of the portal, all under /api/staff and declared `@Access.staff()`. */
@Module({
  imports: [
    UsersModule,
    SessionModule,
    ActivityModule,
    AccessModule,
    BusinessesModule,
    AccountSecurityModule,
    AuthModule,
    BillingModule,
    DocumentsModule,
    EmployeesModule,
    EngagementModule,
    MembershipsModule,
    MessagesModule,
    WorkModule,
    // Staff's own tables only: notes, notifications (assignments are the access module's). Users
    // (staff accounts included) are read and written through the users module's services.
    TypeOrmModule.forFeature([ClientNote, AdminNotification]),
  ],
  controllers: [StaffAttentionController, StaffClientsController, StaffNotesController, StaffNotificationsController, StaffTeamController],
  providers: [
    StaffAttentionService,
    StaffClientsService,
    StaffNotesService,
    StaffNotificationsService,
    StaffNotificationsListener,
    StaffTeamService,
    StaffAssignmentsService,
  ],
})
export class StaffModule {}
