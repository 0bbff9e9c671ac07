import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { ClientAccessService } from '../access/client-access.service';
import { RolesGuard } from '../access/roles.guard';
import { AdminNotification } from './admin-notification.entity';
import { ClientAssignment } from '../access/client-assignment.entity';
import { ClientNote } from './client-note.entity';
import { StaffClientsController } from './clients/staff-clients.controller';
import { StaffClientsService } from './clients/staff-clients.service';
import { StaffDocumentsController } from './documents/staff-documents.controller';
import { StaffDocumentsService } from './documents/staff-documents.service';
import { StaffClientUploadOwner } from './documents/staff-client-upload-owner';
import { StaffFirmDocumentsController } from './documents/staff-firm-documents.controller';
import { StaffEnquiriesController } from './enquiries/staff-enquiries.controller';
import { StaffNotesController } from './notes/staff-notes.controller';
import { StaffNotesService } from './notes/staff-notes.service';
import { StaffNotificationsController } from './notifications/staff-notifications.controller';
import { StaffNotificationsListener } from './notifications/staff-notifications.listener';
import { StaffNotificationsService } from './notifications/staff-notifications.service';
import { StaffRequestsController } from './requests/staff-requests.controller';
import { StaffRequestsService } from './requests/staff-requests.service';
import { StaffAssignmentsService } from './team/staff-assignments.service';
import { StaffTeamController } from './team/staff-team.controller';
import { StaffTeamService } from './team/staff-team.service';

/** The firm's side of the portal, all under /api/staff and behind AuthenticatedGuard + RolesGuard. */
@Module({
  imports: [
    AccountSecurityModule,
    AuthModule,
    BillingModule,
    DocumentsModule,
    EmployeesModule,
    WaitlistModule,
    // Staff's own tables only: assignments, notes, notifications. Users (staff accounts included)
    // are read and written through the users module's services, as every other domain is.
    TypeOrmModule.forFeature([ClientAssignment, ClientNote, AdminNotification]),
  ],
  controllers: [
    StaffEnquiriesController,
    StaffClientsController,
    StaffDocumentsController,
    StaffFirmDocumentsController,
    StaffRequestsController,
    StaffNotesController,
    StaffNotificationsController,
    StaffTeamController,
  ],
  providers: [
    RolesGuard,
    ClientAccessService,
    StaffClientsService,
    StaffDocumentsService,
    StaffClientUploadOwner,
    StaffRequestsService,
    StaffNotesService,
    StaffNotificationsService,
    StaffNotificationsListener,
    StaffTeamService,
    StaffAssignmentsService,
  ],
})
export class StaffModule {}
