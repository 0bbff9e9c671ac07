import { ApiUploadBody } from './upload/api-upload-body';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audit } from '../access/audit.decorator';
import { AuditContext } from '../common/audit/audit-context';
import { CurrentUser } from '../access/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import { DOCUMENT_CATEGORIES } from './document.entity';
import { DOCUMENT_NOT_FOUND, DocumentsService } from './documents.service';
import { DocumentResponseDto } from './dto/document-response.dto';
import { DownloadQueryDto } from './dto/download-query.dto';
import { streamDownload } from './download/stream-download';
import { UploadDocumentsResponseDto } from './dto/upload-documents-response.dto';
import { UploadDocumentsDto } from './dto/upload-documents.dto';
import { DocumentUploadInterceptor } from './upload/document-upload.interceptor';
import { UploadBatch } from './upload/upload-batch';
import { UploadedBatch } from './upload/uploaded-batch.decorator';
import { ClientListCache } from '../client-lists/client-list-cache';
import { Access } from '../access/access.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { reachOf } from './document-scope';

/** A non-numeric id names no document: answer exactly as for an unknown one. */
export function documentIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(DOCUMENT_NOT_FOUND) });
}

@ApiTags('documents')
@Controller('documents')
@Access.client('documents')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class DocumentsController {
  constructor(
    private readonly lists: ClientListCache,
    private readonly documents: DocumentsService,
  ) {}

  @ApiOperation({ summary: 'List your documents' })
  @Get()
  @ApiOkResponse({
    type: [DocumentResponseDto],
    description: "The business's documents (a payroll administrator's: the payroll ones), newest first",
  })
  async list(@CurrentBusiness() business: BusinessContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const reach = reachOf(business);
    // A member who sees some categories only (payroll) has a list of their own in the cache.
    const view = reach.categories === null ? '' : reach.categories.join(',');
    await this.lists.send(req, res, 'documents', business, () => this.documents.listForBusiness(reach), view);
  }

  @Post('upload')
  @HttpCode(201)
  // Counted before a byte is read (guards run before the upload interceptor).
  @ApiOperation({ summary: 'Upload documents' })
  @RateLimited('upload-account')
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiUploadBody(DOCUMENT_CATEGORIES, {
    requestId: { type: 'integer', description: 'An open document request of yours that these files answer' },
  })
  @ApiCreatedResponse({ type: UploadDocumentsResponseDto })
  @ApiBadRequestResponse({ description: 'No category, no file, an empty file or a field that is not valid' })
  @ApiNotFoundResponse({ description: "requestId is not one of the business's document requests" })
  @ApiForbiddenResponse({ description: 'A category your role in the business does not reach (the payroll role files payroll papers only)' })
  @ApiConflictResponse({ description: 'The document request is already completed' })
  @ApiPayloadTooLargeResponse({ description: 'A file over 10MB (all such files are named), too many files, or over the storage quota' })
  @ApiTooManyRequestsResponse({ description: 'More uploads this hour than UPLOAD_LIMIT_PER_HOUR' })
  upload(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Body() dto: UploadDocumentsDto,
    @UploadedBatch() batch: UploadBatch,
    @Audit() audit: AuditContext,
  ): Promise<UploadDocumentsResponseDto> {
    return this.documents.upload(reachOf(business), user, dto, batch, audit);
  }

  @ApiOperation({ summary: 'Download one of your documents' })
  @Get(':id/file')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment unless ?inline=1 asks to view a PDF or image' })
  @ApiNotFoundResponse({ description: 'No such document of yours' })
  async file(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', documentIdPipe()) id: number,
    @Query() query: DownloadQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return streamDownload(
      res,
      await this.documents.openFile(reachOf(business), id, {
        inline: query.wantsInline,
        // A document from the firm opens through /api/documents/firm/:id/file, which marks it read.
        source: 'archive',
      }),
    );
  }
}
