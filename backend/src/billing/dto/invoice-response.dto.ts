import { ApiProperty } from '@nestjs/swagger';
import { invoiceNumberText, toRand } from '../billing-rules';
import type { Invoice } from '../entities/invoice.entity';

export const INVOICE_STATUSES = ['issued', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** "overdue" is an issued invoice whose due date has passed; it is shown, never stored. */
export function invoiceStatus(inv: Invoice, now: Date): InvoiceStatus {
  if (inv.status === 'issued' && inv.dueAt.getTime() < now.getTime()) return 'overdue';
  return inv.status;
}

export class InvoiceResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'INV-000042', description: 'The serial number as printed' }) number!: string;
  @ApiProperty({ example: 'INV000042', description: 'Payment reference to quote on an EFT' }) reference!: string;
  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus' }) status!: InvoiceStatus;
  @ApiProperty({ type: Number, nullable: true }) subscriptionId!: number | null;
  @ApiProperty() description!: string;
  @ApiProperty() issuedAt!: Date;
  @ApiProperty() dueAt!: Date;
  @ApiProperty() periodStart!: Date;
  @ApiProperty() periodEnd!: Date;
  @ApiProperty({ example: 3599, description: 'Rand, VAT included' }) total!: number;
  @ApiProperty({ example: 469.43, description: 'VAT included in the total (0 on a plain invoice)' }) vat!: number;
  @ApiProperty({ description: 'Issued as a tax invoice (the firm is VAT-registered)' }) taxInvoice!: boolean;
  @ApiProperty({ description: 'Rand credited by credit notes' }) credited!: number;
  @ApiProperty({ type: Date, nullable: true }) paidAt!: Date | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'eft',
    description: 'How it was settled: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while open',
  })
  paymentMethod!: string | null;
  @ApiProperty({ description: 'The client has attached proof of payment' }) proofOfPayment!: boolean;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When the client last sent proof of payment; staff lists show "Proof received" and the client is told we will confirm it',
  })
  proofReceivedAt!: Date | null;

  static from(inv: Invoice, now: Date): InvoiceResponseDto {
    return {
      id: inv.id,
      number: invoiceNumberText(inv.number),
      reference: inv.reference,
      status: invoiceStatus(inv, now),
      subscriptionId: inv.subscriptionId,
      description: inv.description,
      issuedAt: inv.issuedAt,
      dueAt: inv.dueAt,
      periodStart: inv.periodStart,
      periodEnd: inv.periodEnd,
      total: toRand(inv.totalCents),
      vat: toRand(inv.vatCents),
      taxInvoice: inv.taxInvoice,
      credited: toRand(inv.creditedCents),
      paidAt: inv.paidAt,
      paymentMethod: inv.paidMethod,
      proofOfPayment: inv.proofKey !== null,
      proofReceivedAt: inv.proofKey !== null ? inv.proofUploadedAt : null,
    };
  }
}

export class BankDetailsDto {
  @ApiProperty({ example: 'First National Bank' }) bankName!: string;
  @ApiProperty() accountHolder!: string;
  @ApiProperty() accountNumber!: string;
  @ApiProperty() branchCode!: string;
  @ApiProperty({ example: 'Business cheque' }) accountType!: string;
}

/** What /checkout shows: the invoice, how to pay it by EFT, and whether card payment is offered. */
export class InvoiceDetailResponseDto extends InvoiceResponseDto {
  @ApiProperty({ type: BankDetailsDto }) bank!: BankDetailsDto;
  @ApiProperty({ description: 'PayFast (card, instant EFT) is configured' }) payfastAvailable!: boolean;
}

export class StaffInvoiceResponseDto extends InvoiceResponseDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The client business; null once it is closed (the invoice is kept)' })
  businessId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The person it was issued for, or who sent its proof' })
  userId!: number | null;
  @ApiProperty() clientName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Bank or gateway reference the payment was confirmed with' })
  paidReference!: string | null;
  @ApiProperty({ type: [String], description: 'Credit notes issued against it', example: ['CN-000003'] }) creditNotes!: string[];

  static fromStaff(inv: Invoice, creditNotes: string[], now: Date): StaffInvoiceResponseDto {
    return {
      ...InvoiceResponseDto.from(inv, now),
      businessId: inv.businessId,
      userId: inv.userId,
      clientName: inv.clientName,
      paidReference: inv.paidReference,
      creditNotes,
    };
  }
}
