import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import type { Response } from 'express';
import { CurrentUser } from '../../access/current-user.decorator';
import { ClientAccessService } from '../../access/client-access.service';
import { BILLING_CORRECTION_ROLES } from '../../users/staff-roles';
import { User } from '../../users/user.entity';
import { BillingOverviewService } from '../billing-overview.service';
import { CreditNoteResponseDto, MarkPaidDto, RefundDto } from '../dto/billing-requests.dto';
import { BillingOverviewResponseDto } from '../dto/billing-overview.dto';
import { StaffInvoiceResponseDto } from '../dto/invoice-response.dto';
import { Invoice } from '../entities/invoice.entity';
import { INVOICE_NOT_FOUND, InvoicesService } from '../invoices.service';
import { sendPdf } from './pdf-response';
import { Access } from '../../access/access.decorator';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(INVOICE_NOT_FOUND) });

/** The firm's side of invoices; every rule lives in InvoicesService, shared with the client side. */
@UseInterceptors(NoStoreInterceptor)
@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffInvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly overview: BillingOverviewService,
    private readonly access: ClientAccessService,
  ) {}

  @ApiOperation({ summary: "List a client's invoices" })
  @Get('clients/:clientId/invoices')
  @ApiOkResponse({ type: [StaffInvoiceResponseDto], description: "The client's invoices, newest first" })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  async list(
    @CurrentUser() staff: User,
    @Param('clientId', new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Client not found') })) clientId: number,
  ): Promise<StaffInvoiceResponseDto[]> {
    await this.access.clientFor(staff, clientId);
    return this.invoices.listForClient(clientId);
  }

  @ApiOperation({ summary: 'Billing overview of the clients in scope' })
  @Get('billing/overview')
  @ApiOkResponse({
    type: BillingOverviewResponseDto,
    description: 'Outstanding and overdue invoices of the clients in scope, and what was paid this month',
  })
  billingOverview(@CurrentUser() staff: User): Promise<BillingOverviewResponseDto> {
    return this.overview.overview(staff);
  }

  @ApiOperation({ summary: 'Mark an invoice paid' })
  @Post('invoices/:id/mark-paid')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffInvoiceResponseDto, description: 'Paid; its subscription is active (or renewed)' })
  @ApiBadRequestResponse({ description: 'Reference or date missing or not valid' })
  @ApiNotFoundResponse({ description: 'No such invoice of a client in scope' })
  @ApiConflictResponse({ description: 'The invoice is not open (already paid or void)' })
  async markPaid(@CurrentUser() staff: User, @Param('id', idPipe) id: number, @Body() dto: MarkPaidDto, @Audit() audit: AuditContext) {
    return this.invoices.markPaid(await this.inScope(staff, id), dto, audit);
  }

  @ApiOperation({ summary: 'Void an invoice' })
  @Post('invoices/:id/void')
  @HttpCode(200)
  @Access.staff(...BILLING_CORRECTION_ROLES)
  @ApiOkResponse({ type: StaffInvoiceResponseDto, description: 'Void; it keeps its number' })
  @ApiNotFoundResponse({ description: 'No such invoice of a client in scope' })
  @ApiConflictResponse({ description: 'The invoice is not open (already paid or void)' })
  async void(@CurrentUser() staff: User, @Param('id', idPipe) id: number, @Audit() audit: AuditContext): Promise<StaffInvoiceResponseDto> {
    return this.invoices.void(await this.inScope(staff, id), audit);
  }

  @ApiOperation({ summary: 'Refund an invoice with a credit note' })
  @Post('invoices/:id/refund')
  @HttpCode(200)
  @Access.staff(...BILLING_CORRECTION_ROLES)
  @ApiOkResponse({ type: CreditNoteResponseDto, description: 'Refunded by a credit note' })
  @ApiBadRequestResponse({ description: 'Reason or amount missing or not valid' })
  @ApiNotFoundResponse({ description: 'No such invoice of a client in scope' })
  @ApiConflictResponse({ description: 'Not paid, or more than is left unrefunded' })
  async refund(@CurrentUser() staff: User, @Param('id', idPipe) id: number, @Body() dto: RefundDto, @Audit() audit: AuditContext) {
    return this.invoices.refund(await this.inScope(staff, id), dto, audit);
  }

  @ApiOperation({ summary: "Download a client's invoice as PDF" })
  @Get('invoices/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice PDF as issued' })
  @ApiNotFoundResponse({ description: 'No such invoice of a client in scope' })
  async pdf(@CurrentUser() staff: User, @Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    const { file, fileName } = await this.invoices.pdf(await this.inScope(staff, id));
    sendPdf(res, file, fileName);
  }

  @ApiOperation({ summary: 'Download a credit note as PDF' })
  @Get('invoices/:id/credit-notes/:noteId/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'A credit note PDF as issued' })
  @ApiNotFoundResponse({ description: 'No such credit note' })
  async creditNotePdf(
    @CurrentUser() staff: User,
    @Param('id', idPipe) id: number,
    @Param('noteId', idPipe) noteId: number,
    @Res() res: Response,
  ): Promise<void> {
    const { file, fileName } = await this.invoices.creditNotePdf(await this.inScope(staff, id), noteId);
    sendPdf(res, file, fileName);
  }

  @ApiOperation({ summary: "Download an invoice's proof of payment" })
  @Get('invoices/:id/proof-of-payment')
  @ApiOkResponse({ description: 'The proof of payment the client attached' })
  @ApiNotFoundResponse({ description: 'No such invoice, or no proof attached' })
  async proof(@CurrentUser() staff: User, @Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    const inv = await this.inScope(staff, id);
    const { file, fileName } = await this.invoices.proof(inv);
    const type = inv.proofKey?.endsWith('.pdf') ? 'application/pdf' : inv.proofKey?.endsWith('.png') ? 'image/png' : 'image/jpeg';
    sendPdf(res, file, fileName, type);
  }

  /** An invoice of a client outside the staff member's scope is answered like a missing one. */
  private async inScope(staff: User, id: number): Promise<Invoice> {
    const inv = await this.invoices.findForStaff(id);
    // A closed business's invoice is kept for the books, but no staff route shows it.
    if (inv.businessId === null) throw new NotFoundException(INVOICE_NOT_FOUND);
    try {
      await this.access.clientFor(staff, inv.businessId);
    } catch {
      throw new NotFoundException(INVOICE_NOT_FOUND);
    }
    return inv;
  }
}
