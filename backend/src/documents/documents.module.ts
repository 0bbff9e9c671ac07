import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { Invoice } from '../billing/entities/invoice.entity';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestsController } from './document-requests.controller';
import { DocumentRequestsService } from './document-requests.service';
import { Document } from './document.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { FirmDocumentsController } from './firm-documents.controller';
import { FirmDocumentsService } from './firm-documents.service';
import { OrphanFileSweeper } from './orphan-file-sweeper';
import { DocumentUploadInterceptor } from './upload/document-upload.interceptor';
import { StorageQuotaService } from './quota/storage-quota.service';
import { StorageUsageController } from './quota/storage-usage.controller';

@Module({
  imports: [NotificationsModule, TypeOrmModule.forFeature([Document, DocumentRequest, Invoice])],
  controllers: [FirmDocumentsController, DocumentsController, DocumentRequestsController, StorageUsageController],
  providers: [
    DocumentsService,
    FirmDocumentsService,
    DocumentRequestsService,
    DocumentUploadInterceptor,
    OrphanFileSweeper,
    StorageQuotaService,
  ],
  exports: [DocumentsService, FirmDocumentsService, DocumentRequestsService, DocumentUploadInterceptor, StorageQuotaService],
})
export class DocumentsModule {}
