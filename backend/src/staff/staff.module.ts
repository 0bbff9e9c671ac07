import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ServicePackage } from '../catalogue/service-package.entity';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { Payment } from '../payments/payment.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { User } from '../users/user.entity';
import { ContactSubmission } from '../waitlist/contact-submission.entity';
import { WaitlistSubmission } from '../waitlist/waitlist-submission.entity';
import { ClientAccessService } from './access/client-access.service';
import { RolesGuard } from './access/roles.guard';
import { AdminNotification } from './admin-notification.entity';
import { ClientAssignment } from './client-assignment.entity';
import { ClientNote } from './client-note.entity';
import { StaffClientsController } from './clients/staff-clients.controller';
import { StaffClientsService } from './clients/staff-clients.service';
import { StaffDocumentsController } from './documents/staff-documents.controller';
import { StaffDocumentsService } from './documents/staff-documents.service';
import { StaffClientUploadOwner } from './documents/staff-client-upload-owner';
import { StaffFirmDocumentsController } from './documents/staff-firm-documents.controller';
import { StaffEnquiriesController } from './enquiries/staff-enquiries.controller';
import { StaffEnquiriesService } from './enquiries/staff-enquiries.service';
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
    AuthModule,
    DocumentsModule,
    EmployeesModule,
    // Staff's own tables (accounts and assignments, notes, notifications, enquiries), plus the
    // billing tables that staff billing still reads directly until the billing module owns them.
    TypeOrmModule.forFeature([
      User,
      ClientAssignment,
      ClientNote,
      AdminNotification,
      WaitlistSubmission,
      ContactSubmission,
      Subscription,
      ServicePackage,
      Payment,
    ]),
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
    StaffEnquiriesService,
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
