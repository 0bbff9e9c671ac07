import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalText } from '../../common/validation/text-fields';

/** Staff record money that arrived (completed) or is expected (pending); failed and refunded come later by transition. */
export const RECORDABLE_PAYMENT_STATUSES = ['completed', 'pending'] as const;
export type RecordablePaymentStatus = (typeof RECORDABLE_PAYMENT_STATUSES)[number];

/** The MONEY column holds 12 digits with 2 decimals. */
export const MAX_AMOUNT = 9_999_999_999.99;

export class RecordPaymentDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: "One of the client's subscriptions; omit for a once-off fee" })
  @IsOptional()
  @IsInt({ message: 'Subscription must be one of the client’s subscriptions' })
  subscriptionId?: number | null;

  @ApiProperty({ example: 3599, description: 'Rand, greater than 0, at most 2 decimals' })
  @IsDefined({ message: 'Amount is required' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number with at most 2 decimals' })
  @Min(0.01, { message: 'Amount must be greater than 0' })
  @Max(MAX_AMOUNT, { message: 'Amount is too large' })
  amount!: number;

  @ApiPropertyOptional({ default: 'EFT', maxLength: 50, example: 'EFT' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'Payment method must not be empty' })
  @IsString({ message: 'Payment method must be text' })
  @MaxLength(50, { message: 'Payment method must be at most 50 characters' })
  paymentMethod?: string;

  /** Stored in payments.stripePaymentId, the column the client's Payment Details shows as the transaction id. */
  @OptionalText(255, 'Reference')
  reference?: string | null;

  @OptionalText(255, 'Description')
  description?: string | null;

  @ApiProperty({ example: '2026-06-02', description: 'When the money arrived (or is due): yyyy-MM-dd or a full ISO date-time' })
  @IsNotEmpty({ message: 'Payment date is required' })
  @IsISO8601({ strict: true }, { message: 'Payment date must be a date such as 2026-06-02' })
  paymentDate!: string;

  @ApiProperty({ enum: RECORDABLE_PAYMENT_STATUSES, enumName: 'RecordablePaymentStatus', example: 'completed' })
  @IsDefined({ message: 'Status is required' })
  @IsIn(RECORDABLE_PAYMENT_STATUSES, { message: 'Status must be completed or pending' })
  status!: RecordablePaymentStatus;
}
