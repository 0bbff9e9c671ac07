import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ServicePackage } from '../catalogue/service-package.entity';
import { DocumentRequest } from '../documents/document-request.entity';
import { Document } from '../documents/document.entity';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { Payment } from '../payments/payment.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { User } from '../users/user.entity';
import { ContactSubmission } from '../waitlist/contact-submission.entity';
import { WaitlistSubmission } from '../waitlist/waitlist-submission.entity';
import { ClientAccessService } from './access/client-access.service';
import { RolesGuard } from './access/roles.guard';
import { AdminNotification } from './admin-notification.entity';
import { StaffBillingController } from './billing/staff-billing.controller';
import { StaffBillingService } from './billing/staff-billing.service';
import { ClientAssignment } from './client-assignment.entity';
import { ClientNote } from './client-note.entity';
import { StaffClientsController } from './clients/staff-clients.controller';
import { StaffClientsService } from './clients/staff-clients.service';
import { StaffDocumentsController } from './documents/staff-documents.controller';
import { StaffDocumentsService } from './documents/staff-documents.service';
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
      Document,
      DocumentRequest,
      CompanyEmployee,
    ]),
  ],
  controllers: [
    StaffEnquiriesController,
    StaffClientsController,
    StaffDocumentsController,
    StaffRequestsController,
    StaffBillingController,
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
    StaffRequestsService,
    StaffBillingService,
    StaffNotesService,
    StaffNotificationsService,
    StaffNotificationsListener,
    StaffTeamService,
    StaffAssignmentsService,
  ],
})
export class StaffModule {}
