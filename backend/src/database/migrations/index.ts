import { CreateInitialSchema1763700000000 } from './1763700000000-CreateInitialSchema';
import { AddUsersListsVersion1763800000000 } from './1763800000000-AddUsersListsVersion';
import { DropDocumentsFileUrl1764200000000 } from './1764200000000-DropDocumentsFileUrl';
import { CreateRateLimitCounters1764300000000 } from './1764300000000-CreateRateLimitCounters';
import { BinaryUsernameEmailCollation1764300000001 } from './1764300000001-BinaryUsernameEmailCollation';
import { UniqueActiveAssignment1764300000002 } from './1764300000002-UniqueActiveAssignment';
import { CreateMailOutbox1764400000000 } from './1764400000000-CreateMailOutbox';
import { AddAccountMailTables1764400000001 } from './1764400000001-AddAccountMailTables';
import { CreateBilling1764500000000 } from './1764500000000-CreateBilling';
import { CreateBankStatements1764500000001 } from './1764500000001-CreateBankStatements';
import { CreateAccountSecurity1764600000000 } from './1764600000000-CreateAccountSecurity';
import { CreateDataExports1764600000001 } from './1764600000001-CreateDataExports';
import { CreateConversations1764700000000 } from './1764700000000-CreateConversations';
import { AddUsersPreviousLogin1764800000000 } from './1764800000000-AddUsersPreviousLogin';
import { AddUsersTermsConsent1764900000000 } from './1764900000000-AddUsersTermsConsent';
import { AddDataExportBuilds1764900000001 } from './1764900000001-AddDataExportBuilds';
import { AddFirmDocuments1765000000000 } from './1765000000000-AddFirmDocuments';
import { CreateStaffMessageDigestItems1765400000000 } from './1765400000000-CreateStaffMessageDigestItems';
import { CreateBankStatementLines1765500000000 } from './1765500000000-CreateBankStatementLines';
import { CreateStorageUsage1765500000100 } from './1765500000100-CreateStorageUsage';
import { AddInvoicesProofSize1765500000101 } from './1765500000101-AddInvoicesProofSize';
import { CreateEnquiryChallenges1765500000102 } from './1765500000102-CreateEnquiryChallenges';
import { CreateStorageDeletions1765600000000 } from './1765600000000-CreateStorageDeletions';
import { CreateClientBusinesses1765700000000 } from './1765700000000-CreateClientBusinesses';
import { KeyDocumentsByBusiness1765700000010 } from './1765700000010-KeyDocumentsByBusiness';
import { KeyBillingByBusiness1765700000020 } from './1765700000020-KeyBillingByBusiness';
import { BusinessProfileAndEmployees1765700000030 } from './1765700000030-BusinessProfileAndEmployees';
import { KeyConversationsByBusiness1765700000040 } from './1765700000040-KeyConversationsByBusiness';
import { StaffOnBusinesses1765700000050 } from './1765700000050-StaffOnBusinesses';
import { CreateBusinessInvitations1765700000060 } from './1765700000060-CreateBusinessInvitations';
import { LinkEnquiriesToBusinesses1765700000070 } from './1765700000070-LinkEnquiriesToBusinesses';
import { AddTaxProfileToBusinesses1765800000000 } from './1765800000000-AddTaxProfileToBusinesses';
import { CreateComplianceObligations1765800000010 } from './1765800000010-CreateComplianceObligations';
import { AddComplianceRemindersAndFeeds1765800000020 } from './1765800000020-AddComplianceRemindersAndFeeds';
import { CreateWork1765900000000 } from './1765900000000-CreateWork';
import { OneBillingPath1765920000000 } from './1765920000000-OneBillingPath';
import { AddInvoicesClientRegistrationNumber1765930000000 } from './1765930000000-AddInvoicesClientRegistrationNumber';
import { AddMailOutboxAttachments1765930000010 } from './1765930000010-AddMailOutboxAttachments';
import { AddJobsStageAssigneeIndex1765950000000 } from './1765950000000-AddJobsStageAssigneeIndex';
import { AddEngagementLetterWithdrawnReason1765960000000 } from './1765960000000-AddEngagementLetterWithdrawnReason';
import { DropUsersCompanyColumns1765970000000 } from './1765970000000-DropUsersCompanyColumns';
import { AddScheduledAgreedPrice1765980000000 } from './1765980000000-AddScheduledAgreedPrice';

/** Applied in this order at start; append new migrations here. */
import { CreateEngagementLetters1765940000000 } from './1765940000000-CreateEngagementLetters';
export const MIGRATIONS = [
  CreateInitialSchema1763700000000,
  AddUsersListsVersion1763800000000,
  DropDocumentsFileUrl1764200000000,
  CreateRateLimitCounters1764300000000,
  BinaryUsernameEmailCollation1764300000001,
  UniqueActiveAssignment1764300000002,
  CreateMailOutbox1764400000000,
  AddAccountMailTables1764400000001,
  CreateBilling1764500000000,
  CreateBankStatements1764500000001,
  CreateAccountSecurity1764600000000,
  CreateDataExports1764600000001,
  CreateConversations1764700000000,
  AddUsersPreviousLogin1764800000000,
  AddUsersTermsConsent1764900000000,
  AddDataExportBuilds1764900000001,
  AddFirmDocuments1765000000000,
  CreateStaffMessageDigestItems1765400000000,
  CreateBankStatementLines1765500000000,
  CreateStorageUsage1765500000100,
  AddInvoicesProofSize1765500000101,
  CreateEnquiryChallenges1765500000102,
  CreateStorageDeletions1765600000000,
  CreateClientBusinesses1765700000000,
  KeyDocumentsByBusiness1765700000010,
  KeyBillingByBusiness1765700000020,
  BusinessProfileAndEmployees1765700000030,
  KeyConversationsByBusiness1765700000040,
  StaffOnBusinesses1765700000050,
  CreateBusinessInvitations1765700000060,
  LinkEnquiriesToBusinesses1765700000070,
  AddTaxProfileToBusinesses1765800000000,
  CreateComplianceObligations1765800000010,
  AddComplianceRemindersAndFeeds1765800000020,
  CreateWork1765900000000,
  OneBillingPath1765920000000,
  AddInvoicesClientRegistrationNumber1765930000000,
  AddMailOutboxAttachments1765930000010,
  CreateEngagementLetters1765940000000,
  AddJobsStageAssigneeIndex1765950000000,
  AddEngagementLetterWithdrawnReason1765960000000,
  DropUsersCompanyColumns1765970000000,
  AddScheduledAgreedPrice1765980000000,
];
