import { Body, Get, Header, Param, ParseIntPipe, Patch, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { User } from '../../users/user.entity';
import { StaffController } from '../access/staff-controller.decorator';
import { StaffDocumentResponseDto } from '../dto/staff-document-response.dto';
import { ReviewDocumentDto } from './dto/review-document.dto';
import { ReviewQueueQueryDto, ReviewQueueResponseDto } from './dto/review-queue.dto';
import { StaffDocumentsService } from './staff-documents.service';

@StaffController('')
export class StaffDocumentsController {
  constructor(private readonly documents: StaffDocumentsService) {}

  @Get('documents')
  @ApiOkResponse({ type: ReviewQueueResponseDto, description: "Documents of the staff member's clients in one status (default pending)" })
  queue(@CurrentUser() staff: User, @Query() query: ReviewQueueQueryDto): Promise<ReviewQueueResponseDto> {
    return this.documents.queue(staff, query);
  }

  @Get('clients/:clientId/documents/:documentId/file')
  // Uploaded files are untrusted: never sniffed into HTML, never cached by a shared proxy, and sandboxed if opened.
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, no-store')
  @Header('Content-Security-Policy', "sandbox; default-src 'none'")
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiNotFoundResponse({ description: 'No such client or document in scope, or the stored file is missing' })
  file(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('documentId', ParseIntPipe) documentId: number,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    return this.documents.file(staff, clientId, documentId, req);
  }

  @Patch('clients/:clientId/documents/:documentId/review')
  @ApiOkResponse({ type: StaffDocumentResponseDto, description: 'Reviewed: status, notes, reviewer and time set' })
  @ApiNotFoundResponse({ description: 'No such client or document in scope' })
  review(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('documentId', ParseIntPipe) documentId: number,
    @Body() dto: ReviewDocumentDto,
    @Req() req: Request,
  ): Promise<StaffDocumentResponseDto> {
    return this.documents.review(staff, clientId, documentId, dto, req);
  }
}
