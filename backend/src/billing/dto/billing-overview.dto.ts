import { ApiProperty } from '@nestjs/swagger';
import { StaffInvoiceResponseDto } from './invoice-response.dto';

export class BillingOverviewResponseDto {
  @ApiProperty({ description: 'Rand owed on issued invoices (overdue included)' }) outstanding!: number;
  @ApiProperty() outstandingCount!: number;
  @ApiProperty({ description: 'Rand owed on invoices past their due date' }) overdue!: number;
  @ApiProperty() overdueCount!: number;
  @ApiProperty({ description: 'Rand received this calendar month (Johannesburg time)' }) paidThisMonth!: number;
  @ApiProperty() paidThisMonthCount!: number;
  @ApiProperty({ type: [StaffInvoiceResponseDto], description: 'Open invoices, oldest due first (at most 100)' })
  open!: StaffInvoiceResponseDto[];
}
