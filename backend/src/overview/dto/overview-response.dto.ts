import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../billing/dto/invoice-response.dto';

/** The accountant assigned to the client: how to reach them, nothing staff-only. */
export class AccountantDto {
  @ApiProperty({ example: 'Nomsa Dlamini' }) name!: string;
  @ApiProperty({ example: 'ND', description: 'Up to two letters for the avatar' }) initials!: string;
  @ApiProperty({ example: 'nomsa@tablebay.example' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

/** An invoice still to pay, for the to-do list; the invoice itself is at /api/invoices/{id}. */
export class UnpaidInvoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'INV-000042' }) number!: string;
  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus', description: 'issued or overdue' }) status!: InvoiceStatus;
  @ApiProperty({ example: 3599, description: 'Rand to pay' }) total!: number;
  @ApiProperty({ example: '2026-12-07T21:59:59.000Z' }) dueAt!: Date;
}

/**
 * What the client overview needs beyond the lists it already reads: who looks after them and what
 * is owed. What falls due is the tax calendar's (GET /api/compliance/obligations, docs/compliance.md).
 */
export class OverviewResponseDto {
  @ApiProperty({ type: AccountantDto, nullable: true, description: 'null until an accountant is assigned' })
  accountant!: AccountantDto | null;
  @ApiProperty({
    type: [UnpaidInvoiceDto],
    description: 'Issued and overdue invoices, the earliest due first; empty for a role that may not read billing',
  })
  unpaidInvoices!: UnpaidInvoiceDto[];
  @ApiProperty({ description: 'An authenticator app is confirmed for this account (the first-visit checklist asks for it)' })
  twoFactorEnabled!: boolean;
}
