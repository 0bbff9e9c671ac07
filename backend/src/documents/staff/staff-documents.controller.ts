import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { StaffDocumentResponseDto } from '../dto/document-response.dto';
import { ReviewDocumentDto } from '../dto/review-document.dto';
import { streamDownload } from '../download/stream-download';
import { ReviewQueueQueryDto, ReviewQueueResponseDto } from './dto/review-queue.dto';
import { StaffDocumentsService } from './staff-documents.service';
import { Access } from '../../access/access.decorator';

@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffDocumentsController {
  constructor(private readonly documents: StaffDocumentsService) {}

  @ApiOperation({ summary: 'Review queue of uploaded documents' })
  @Get('documents')
  @ApiOkResponse({ type: ReviewQueueResponseDto, description: "Documents of the staff member's clients in one status (default pending)" })
  queue(@CurrentUser() staff: User, @Query() query: ReviewQueueQueryDto): Promise<ReviewQueueResponseDto> {
    return this.documents.queue(staff, query);
  }

  @ApiOperation({ summary: "Download a client's document" })
  @Get('clients/:clientId/documents/:documentId/file')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: "The file, as an attachment, with the same type and headers as the client's own download" })
  @ApiNotFoundResponse({ description: 'No such client or document in scope, or the stored file is missing' })
  async file(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('documentId', ParseIntPipe) documentId: number,
    @Audit() audit: AuditContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return streamDownload(res, await this.documents.file(staff, clientId, documentId, audit));
  }

  @ApiOperation({ summary: "Review a client's document" })
  @Patch('clients/:clientId/documents/:documentId/review')
  @ApiOkResponse({ type: StaffDocumentResponseDto, description: 'Reviewed: status, notes, reviewer and time set' })
  @ApiNotFoundResponse({ description: 'No such client or document in scope' })
  review(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('documentId', ParseIntPipe) documentId: number,
    @Body() dto: ReviewDocumentDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffDocumentResponseDto> {
    return this.documents.review(staff, clientId, documentId, dto, audit);
  }
}
