import { Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Audit } from '../access/audit.decorator';
import { AuditContext } from '../common/audit/audit-context';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { reachOf } from './document-scope';
import { documentIdPipe } from './documents.controller';
import { DownloadQueryDto } from './dto/download-query.dto';
import { FirmDocumentDto, FirmDocumentListDto } from './dto/firm-document.dto';
import { streamDownload } from './download/stream-download';
import { FirmDocumentsService } from './firm-documents.service';
import { Access } from '../access/access.decorator';

/** The client's side of documents from the firm: the "From your accountant" tab. */
@ApiTags('documents')
@Controller('documents/firm')
@Access.client('documents')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class FirmDocumentsController {
  constructor(private readonly firm: FirmDocumentsService) {}

  @ApiOperation({ summary: 'List documents from the firm' })
  @Get()
  @ApiOkResponse({ type: FirmDocumentListDto, description: 'Documents the firm published to you, newest first, with the unread count' })
  list(@CurrentBusiness() business: BusinessContext): Promise<FirmDocumentListDto> {
    return this.firm.listForBusiness(reachOf(business));
  }

  @ApiOperation({ summary: 'Download a document from the firm' })
  @Get(':id/file')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment unless ?inline=1 asks to view a PDF or image; marks it read' })
  @ApiNotFoundResponse({ description: 'No such document from the firm to you' })
  async file(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', documentIdPipe()) id: number,
    @Query() query: DownloadQueryDto,
    @Audit() audit: AuditContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return streamDownload(res, await this.firm.open(reachOf(business), id, query.wantsInline, audit));
  }

  @ApiOperation({ summary: 'Mark a document from the firm read' })
  @Post(':id/read')
  @HttpCode(200)
  @ApiOkResponse({ type: FirmDocumentDto, description: 'Marked read (the first time is kept)' })
  @ApiNotFoundResponse({ description: 'No such document from the firm to you' })
  read(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', documentIdPipe()) id: number,
    @Audit() audit: AuditContext,
  ): Promise<FirmDocumentDto> {
    return this.firm.read(reachOf(business), id, audit);
  }

  @ApiOperation({ summary: 'Acknowledge a document from the firm' })
  @Post(':id/acknowledge')
  @HttpCode(200)
  @ApiOkResponse({ type: FirmDocumentDto, description: 'Acknowledged, with the time (the first time is kept)' })
  @ApiNotFoundResponse({ description: 'No such document from the firm to you' })
  @ApiConflictResponse({ description: 'The document does not ask for an acknowledgement' })
  acknowledge(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', documentIdPipe()) id: number,
    @Audit() audit: AuditContext,
  ): Promise<FirmDocumentDto> {
    return this.firm.acknowledge(reachOf(business), id, audit);
  }
}
