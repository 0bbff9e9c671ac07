import { ActivityLog } from '../activity/activity-log.entity';
import { ServicePackage } from '../catalogue/service-package.entity';
import { DocumentRequest } from '../documents/document-request.entity';
import { Document } from '../documents/document.entity';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { Payment } from '../payments/payment.entity';
import { SessionRecord } from '../session/session-record.entity';
import { AdminNotification } from '../staff/admin-notification.entity';
import { ClientAssignment } from '../staff/client-assignment.entity';
import { ClientNote } from '../staff/client-note.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { User } from '../users/user.entity';
import { ContactSubmission } from '../waitlist/contact-submission.entity';
import { QuoteRequest } from '../waitlist/quote-request.entity';
import { WaitlistSubmission } from '../waitlist/waitlist-submission.entity';

/** Every entity the application maps; one list for the app, the CLI and the tests. */
export const ENTITIES = [
  User,
  ServicePackage,
  Subscription,
  Document,
  DocumentRequest,
  Payment,
  CompanyEmployee,
  ContactSubmission,
  WaitlistSubmission,
  QuoteRequest,
  ActivityLog,
  ClientNote,
  ClientAssignment,
  AdminNotification,
  SessionRecord,
];
