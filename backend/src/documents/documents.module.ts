import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestsController } from './document-requests.controller';
import { DocumentRequestsService } from './document-requests.service';
import { Document } from './document.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { OrphanFileSweeper } from './orphan-file-sweeper';
import { DocumentUploadInterceptor } from './upload/document-upload.interceptor';

@Module({
  imports: [TypeOrmModule.forFeature([Document, DocumentRequest])],
  controllers: [DocumentsController, DocumentRequestsController],
  providers: [DocumentsService, DocumentRequestsService, DocumentUploadInterceptor, OrphanFileSweeper],
  exports: [DocumentsService],
})
export class DocumentsModule {}
