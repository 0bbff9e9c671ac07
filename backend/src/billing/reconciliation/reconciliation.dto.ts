import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Bank, BANKS } from './bank-layouts';

export class ReconciliationUploadDto {
  @ApiProperty({
    enum: BANKS,
    enumName: 'BankLayout',
    description: "The bank whose export layout the CSV has; 'generic' needs the three column names",
  })
  @IsIn(BANKS, { message: `Bank must be one of ${BANKS.join(', ')}` })
  bank!: Bank;

  @ApiPropertyOptional({ description: 'Generic layout: header of the date column', example: 'Date' })
  @IsOptional()
  @IsString({ message: 'Date column must be text' })
  @MaxLength(100, { message: 'Date column must be at most 100 characters' })
  dateColumn?: string;

  @ApiPropertyOptional({ description: 'Generic layout: header of the description column', example: 'Reference' })
  @IsOptional()
  @IsString({ message: 'Description column must be text' })
  @MaxLength(100, { message: 'Description column must be at most 100 characters' })
  descriptionColumn?: string;

  @ApiPropertyOptional({ description: 'Generic layout: header of the (signed) amount column', example: 'Amount' })
  @IsOptional()
  @IsString({ message: 'Amount column must be text' })
  @MaxLength(100, { message: 'Amount column must be at most 100 characters' })
  amountColumn?: string;
}

export class ReconciliationLineDto {
  @ApiProperty({ description: 'Line number in the file' }) line!: number;
  @ApiProperty({ example: '2026-11-20' }) date!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Rand received' }) amount!: number;
  @ApiProperty({ type: Number, nullable: true }) invoiceId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'INV-000042' }) invoiceNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) clientName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the line matched no open invoice' }) reason!: string | null;
}

export class ReconciliationResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'fnb' }) bank!: string;
  @ApiProperty({ type: Date, nullable: true }) confirmedAt!: Date | null;
  @ApiProperty({ type: [ReconciliationLineDto], description: 'Credit lines matched to an open invoice by reference and amount' })
  matched!: ReconciliationLineDto[];
  @ApiProperty({ type: [ReconciliationLineDto], description: 'Credit lines that matched nothing' })
  unmatched!: ReconciliationLineDto[];
}

export class ReconciliationConfirmResponseDto extends ReconciliationResponseDto {
  @ApiProperty({ description: 'Invoices marked paid by this confirmation' }) confirmed!: number;
}
