import { ApiUploadBody } from '../upload/api-upload-body';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { RateLimited } from '../../common/rate-limit/rate-limit';
import { FIRM_DOCUMENT_CATEGORIES } from '../document.entity';
import { PublishFirmDocumentsDto, PublishFirmDocumentsResponseDto, StaffFirmDocumentDto } from '../dto/firm-document.dto';
import { DocumentUploadInterceptor } from '../upload/document-upload.interceptor';
import { UploadBatch } from '../upload/upload-batch';
import { UploadOwner } from '../upload/upload-owner';
import { UploadedBatch } from '../upload/uploaded-batch.decorator';
import { User } from '../../users/user.entity';
import { StaffClientUploadOwner } from './staff-client-upload-owner';
import { StaffDocumentsService } from './staff-documents.service';
import { Access } from '../../access/access.decorator';

/** Documents the firm publishes to a client ("From your accountant" on the client's side). */
@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffFirmDocumentsController {
  constructor(private readonly documents: StaffDocumentsService) {}

  @ApiOperation({ summary: 'List documents published to a client' })
  @Get('clients/:clientId/firm-documents')
  @ApiOkResponse({
    type: [StaffFirmDocumentDto],
    description: 'Documents published to the client, newest first, with read and acknowledged state',
  })
  @ApiNotFoundResponse({ description: 'No such client in your scope' })
  list(@CurrentUser() staff: User, @Param('clientId', ParseIntPipe) clientId: number): Promise<StaffFirmDocumentDto[]> {
    return this.documents.published(staff, clientId);
  }

  @ApiOperation({ summary: 'Publish a document to a client' })
  @Post('clients/:clientId/firm-documents')
  @HttpCode(201)
  @RateLimited('upload-account')
  @UseInterceptors(DocumentUploadInterceptor)
  @UploadOwner(StaffClientUploadOwner)
  @ApiUploadBody(FIRM_DOCUMENT_CATEGORIES, {
    acknowledgementRequested: { type: 'boolean', description: 'Ask the client to acknowledge the documents' },
  })
  @ApiCreatedResponse({ type: PublishFirmDocumentsResponseDto })
  @ApiBadRequestResponse({ description: 'No category or a wrong one, no file, an empty file or a field that is not valid' })
  @ApiNotFoundResponse({ description: 'No such client in your scope' })
  @ApiPayloadTooLargeResponse({
    description: 'A file over 10MB (all such files are named), too many files, or past the client’s storage quota',
  })
  @ApiTooManyRequestsResponse({ description: 'More uploads this hour than UPLOAD_LIMIT_PER_HOUR' })
  publish(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: PublishFirmDocumentsDto,
    @UploadedBatch() batch: UploadBatch,
    @Audit() audit: AuditContext,
  ): Promise<PublishFirmDocumentsResponseDto> {
    return this.documents.publish(staff, clientId, dto, batch, audit);
  }
}
