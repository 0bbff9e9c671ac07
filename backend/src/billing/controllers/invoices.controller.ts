import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { RateLimited } from '../../common/rate-limit/rate-limit';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { CurrentUser } from '../../access/current-user.decorator';
import { CurrentBusiness } from '../../access/current-business.decorator';
import type { BusinessContext } from '../../businesses/business-context';
import { User } from '../../users/user.entity';
import { PayfastFormResponseDto } from '../dto/billing-requests.dto';
import { InvoiceDetailResponseDto, InvoiceResponseDto } from '../dto/invoice-response.dto';
import { INVOICE_NOT_FOUND, InvoicesService } from '../invoices.service';
import { PayfastService } from '../payfast/payfast.service';
import { sendPdf } from './pdf-response';
import { Access } from '../../access/access.decorator';

const invoiceId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(INVOICE_NOT_FOUND) });
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

@UseInterceptors(NoStoreInterceptor)
@ApiTags('invoices')
@Controller('invoices')
@Access.client('billing')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly payfast: PayfastService,
  ) {}

  @ApiOperation({ summary: 'List your invoices' })
  @Get()
  @ApiOkResponse({ type: [InvoiceResponseDto], description: "The current business's invoices, newest first" })
  list(@CurrentBusiness() business: BusinessContext): Promise<InvoiceResponseDto[]> {
    return this.invoices.listForBusiness(business.id);
  }

  @ApiOperation({ summary: 'Read an invoice' })
  @Get(':id')
  @ApiOkResponse({ type: InvoiceDetailResponseDto, description: 'The invoice with the EFT details and whether card payment is offered' })
  @ApiNotFoundResponse({ description: 'No such invoice of this business' })
  detail(@CurrentBusiness() business: BusinessContext, @Param('id', invoiceId) id: number): Promise<InvoiceDetailResponseDto> {
    return this.invoices.detailOwn(business.id, id);
  }

  @ApiOperation({ summary: 'Download an invoice as PDF' })
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The (tax) invoice PDF exactly as issued, as an attachment' })
  @ApiNotFoundResponse({ description: 'No such invoice of this business' })
  async pdf(@CurrentBusiness() business: BusinessContext, @Param('id', invoiceId) id: number, @Res() res: Response): Promise<void> {
    const { file, fileName } = await this.invoices.pdf(await this.invoices.findOwn(business.id, id));
    sendPdf(res, file, fileName);
  }

  @Post(':id/proof-of-payment')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: InvoiceResponseDto, description: 'Attached; staff will confirm the payment' })
  @ApiBadRequestResponse({ description: 'No file, or not a PDF, JPEG or PNG, or larger than 10 MB' })
  @ApiNotFoundResponse({ description: 'No such invoice of this business' })
  @ApiConflictResponse({ description: 'The invoice is no longer open' })
  @ApiPayloadTooLargeResponse({ description: "The file would pass the client's storage quota" })
  @ApiTooManyRequestsResponse({ description: 'Too many uploads this hour (shared with document uploads)' })
  // Counted with document uploads, before a byte is read (guards run before the file interceptor).
  @ApiOperation({ summary: 'Attach proof of payment to an invoice' })
  @RateLimited('upload-account')
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 5 } }))
  proof(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Param('id', invoiceId) id: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Audit() audit: AuditContext,
  ): Promise<InvoiceResponseDto> {
    return this.invoices.attachProof(business.id, user, id, file, audit);
  }

  @ApiOperation({ summary: 'PayFast form for paying an invoice' })
  @Get(':id/payfast')
  @ApiOkResponse({ type: PayfastFormResponseDto, description: 'The signed PayFast form for this invoice' })
  @ApiNotFoundResponse({ description: 'No such open invoice of this client, or PayFast is not configured' })
  async payfastForm(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Param('id', invoiceId) id: number,
  ): Promise<PayfastFormResponseDto> {
    return this.payfast.form(await this.invoices.findOwn(business.id, id), user);
  }
}
