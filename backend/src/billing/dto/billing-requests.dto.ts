import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsISO8601, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class MarkPaidDto {
  @ApiProperty({ example: 'FNB 2611230042', description: 'The bank reference the money arrived with' })
  @Transform(trim)
  @IsString({ message: 'Bank reference must be text' })
  @IsNotEmpty({ message: 'Bank reference is required' })
  @MaxLength(100, { message: 'Bank reference must be at most 100 characters' })
  reference!: string;

  @ApiProperty({ example: '2026-11-23', description: 'The day the money arrived (yyyy-MM-dd)' })
  @IsNotEmpty({ message: 'Date paid is required' })
  @IsISO8601({ strict: true }, { message: 'Date paid must be a date such as 2026-11-23' })
  paidOn!: string;
}

export class RefundDto {
  @ApiProperty({ example: 'Charged twice for November' })
  @Transform(trim)
  @IsString({ message: 'Reason must be text' })
  @IsNotEmpty({ message: 'Reason is required' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;

  @ApiProperty({ example: 3599, description: 'Rand to refund, at most what is left unrefunded' })
  @IsDefined({ message: 'Amount is required' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number with at most 2 decimals' })
  @Min(0.01, { message: 'Amount must be greater than 0' })
  @Max(10_000_000, { message: 'Amount is too large' })
  amount!: number;
}

export class CreditNoteResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'CN-000001' }) number!: string;
  @ApiProperty({ example: 'INV-000042' }) invoiceNumber!: string;
  @ApiProperty() invoiceId!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ description: 'Rand credited, VAT included' }) total!: number;
  @ApiProperty() vat!: number;
  @ApiProperty() issuedAt!: Date;
}

export class PayfastFieldDto {
  @ApiProperty({ example: 'merchant_id' }) name!: string;
  @ApiProperty() value!: string;
}

export class PayfastFormResponseDto {
  @ApiProperty({ example: 'https://www.payfast.co.za/eng/process', description: 'Where the form posts' }) action!: string;
  @ApiProperty({ type: () => [PayfastFieldDto], description: 'Hidden form fields in the order PayFast signs them, signature last' })
  fields!: PayfastFieldDto[];
}
