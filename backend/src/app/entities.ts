import { DataExport } from '../privacy/data-export.entity';
import { EmailVerificationToken } from '../account-security/email-verification-token.entity';
import { KnownDevice } from '../account-security/known-device.entity';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { Passkey } from '../account-security/passkey.entity';
import { RecoveryCode } from '../account-security/recovery-code.entity';
import { UserTwoFactor } from '../account-security/two-factor.entity';
import { ActivityLog } from '../activity/activity-log.entity';
import { ServicePackage } from '../catalogue/service-package.entity';
import { DocumentRequest } from '../documents/document-request.entity';
import { Document } from '../documents/document.entity';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { CalendarFeed } from '../compliance/calendar-feed.entity';
import { ComplianceObligation, ObligationProof } from '../compliance/compliance-obligation.entity';
import { ComplianceReminder } from '../compliance/compliance-reminder.entity';
import { Payment } from '../billing/entities/payment.entity';
import { SessionRecord } from '../session/session-record.entity';
import { AdminNotification } from '../staff/admin-notification.entity';
import { ClientAssignment } from '../access/client-assignment.entity';
import { BusinessMember } from '../businesses/business-member.entity';
import { ClientBusiness } from '../businesses/client-business.entity';
import { BusinessInvitation } from '../memberships/business-invitation.entity';
import { ClientNote } from '../staff/client-note.entity';
import { Subscription } from '../billing/entities/subscription.entity';
import { User } from '../users/user.entity';
import { ContactSubmission } from '../waitlist/contact-submission.entity';
import { QuoteRequest } from '../waitlist/quote-request.entity';
import { WaitlistSubmission } from '../waitlist/waitlist-submission.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { SchedulerLease } from '../common/scheduling/scheduler-lease.entity';
import { WORK_ENTITIES } from '../work/job.entity';
import { Invoice } from '../billing/entities/invoice.entity';
import { EngagementLetter } from '../engagement/engagement-letter.entity';
import { CreditNote } from '../billing/entities/credit-note.entity';
import { BillingSequence } from '../billing/entities/billing-sequence.entity';
import { BankStatement, BankStatementLine } from '../billing/entities/bank-statement.entity';
import { RateLimitCounter } from '../common/rate-limit/rate-limit-counter.entity';
import { Conversation } from '../messages/conversation.entity';
import { ConversationMessage } from '../messages/conversation-message.entity';
import { ConversationRead } from '../messages/conversation-read.entity';
import { MessageAttachment } from '../messages/message-attachment.entity';
import { NOTIFICATION_ENTITIES } from '../notifications/notification-entities';
import { StorageDeletion } from '../storage/storage-deletion.entity';

/** Every entity the application maps; one list for the app, the CLI and the tests. */
export const ENTITIES = [
  User,
  ClientBusiness,
  BusinessMember,
  BusinessInvitation,
  ServicePackage,
  Subscription,
  Document,
  DocumentRequest,
  Payment,
  CompanyEmployee,
  ComplianceObligation,
  ComplianceReminder,
  CalendarFeed,
  ObligationProof,
  ContactSubmission,
  WaitlistSubmission,
  QuoteRequest,
  ActivityLog,
  ClientNote,
  ClientAssignment,
  AdminNotification,
  SessionRecord,
  UserTwoFactor,
  RecoveryCode,
  Passkey,
  DataExport,
  OutboxMessage,
  SchedulerLease,
  Invoice,
  EngagementLetter,
  CreditNote,
  BillingSequence,
  BankStatement,
  BankStatementLine,
  RateLimitCounter,
  Conversation,
  ConversationMessage,
  ConversationRead,
  MessageAttachment,
  StorageDeletion,
  PasswordResetToken,
  EmailVerificationToken,
  KnownDevice,
  ...NOTIFICATION_ENTITIES,
  ...WORK_ENTITIES,
];
