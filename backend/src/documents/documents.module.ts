import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestsController } from './document-requests.controller';
import { DocumentRequestsService } from './document-requests.service';
import { Document } from './document.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { FirmDocumentsController } from './firm-documents.controller';
import { FirmDocumentsService } from './firm-documents.service';
import { DocumentNoticesService } from './mail/document-notices.service';
import { ScheduledMailJobs } from './mail/scheduled-mail.jobs';
import { DocumentFileReferences } from './document-file-references';
import { StaffRequestsController } from './staff/requests/staff-requests.controller';
import { StaffRequestsService } from './staff/requests/staff-requests.service';
import { StaffClientUploadOwner } from './staff/staff-client-upload-owner';
import { StaffDocumentsController } from './staff/staff-documents.controller';
import { StaffDocumentsService } from './staff/staff-documents.service';
import { StaffFirmDocumentsController } from './staff/staff-firm-documents.controller';
import { DocumentUploadInterceptor } from './upload/document-upload.interceptor';
import { StorageQuotaService } from './quota/storage-quota.service';
import { StorageUsageController } from './quota/storage-usage.controller';
import { UsersModule } from '../users/users.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { ActivityModule } from '../activity/activity.module';
import { ClientListsModule } from '../client-lists/client-lists.module';

/**
 * Client uploads, document requests, documents the firm publishes, their mails and reminders,
 * and the staff routes that review and request them (docs/documents-and-requests.md).
 */
@Module({
  imports: [
    UsersModule,
    ActivityModule,
    ClientListsModule,
    AccessModule,
    BusinessesModule,
    NotificationsModule,
    TypeOrmModule.forFeature([Document, DocumentRequest]),
  ],
  controllers: [
    FirmDocumentsController,
    DocumentsController,
    DocumentRequestsController,
    StorageUsageController,
    StaffDocumentsController,
    StaffFirmDocumentsController,
    StaffRequestsController,
  ],
  providers: [
    DocumentsService,
    FirmDocumentsService,
    DocumentRequestsService,
    DocumentUploadInterceptor,
    DocumentNoticesService,
    ScheduledMailJobs,
    DocumentFileReferences,
    StorageQuotaService,
    StaffDocumentsService,
    StaffRequestsService,
    StaffClientUploadOwner,
  ],
  exports: [
    DocumentsService,
    FirmDocumentsService,
    DocumentRequestsService,
    DocumentUploadInterceptor,
    StorageQuotaService,
    ScheduledMailJobs,
  ],
})
export class DocumentsModule {}
