import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto, QueryBoolean } from '../../common/pagination/page-query.dto';
import { OBLIGATION_STATUSES, type ObligationStatus } from '../obligation-status';
import { OBLIGATION_TYPES, type ObligationType } from '../rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real yyyy-MM-dd date (not 2026-02-30). */
function IsCalendarDate(message: string) {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !DATE.test(value)) return false;
          const d = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
        },
        defaultMessage: () => message,
      },
    },
    {},
  );
}

/** `?from=&to=`: the window of due dates, both optional (today to a year ahead). */
export class ObligationWindowQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: 'First due date (yyyy-MM-dd); today when left out' })
  @IsOptional()
  @IsCalendarDate('from must be a date as YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ example: '2027-11-30', description: 'Last due date (yyyy-MM-dd); a year after from when left out' })
  @IsOptional()
  @IsCalendarDate('to must be a date as YYYY-MM-DD')
  to?: string;
}

/** A document attached as proof. */
export class ObligationProofDto {
  @ApiProperty() id!: number;
  @ApiProperty() fileName!: string;
}

/** One obligation for one period, as the business and staff both see it. */
export class ObligationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: OBLIGATION_TYPES, enumName: 'ObligationType' }) type!: ObligationType;
  @ApiProperty({ example: 'VAT201 for Nov–Dec 2026' }) label!: string;
  @ApiProperty({ format: 'date' }) periodStart!: string;
  @ApiProperty({ format: 'date' }) periodEnd!: string;
  @ApiProperty({ format: 'date', description: 'Already moved off weekends and public holidays' }) dueDate!: string;
  @ApiProperty({ enum: OBLIGATION_STATUSES, enumName: 'ObligationStatus' }) status!: ObligationStatus;
  @ApiProperty({ description: "Past the due date (the firm's time zone) and not submitted, paid or not applicable" }) overdue!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "SARS's payment reference number" }) prn!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Rand' }) amount!: number | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: [Number] }) proofDocumentIds!: number[];
  @ApiProperty({ type: [ObligationProofDto] }) proofs!: ObligationProofDto[];
  @ApiProperty() updatedAt!: Date;
}

/** The client's change: which of the business's documents prove the obligation (the whole set). */
export class UpdateObligationProofDto {
  @ApiProperty({ type: [Number], maxItems: 20, description: "Ids of the business's documents; replaces the set" })
  @IsArray({ message: 'proofDocumentIds must be a list of document ids' })
  @ArrayMaxSize(20, { message: 'At most 20 documents can prove one obligation' })
  @IsInt({ each: true, message: 'proofDocumentIds must be a list of document ids' })
  @Min(1, { each: true, message: 'proofDocumentIds must be a list of document ids' })
  proofDocumentIds!: number[];
}

const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Staff's change: status, PRN, amount, note and proof; each optional, null or blank clears. */
export class StaffUpdateObligationDto {
  @ApiPropertyOptional({ enum: OBLIGATION_STATUSES, enumName: 'ObligationStatus' })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsIn(OBLIGATION_STATUSES, { message: `status must be one of ${OBLIGATION_STATUSES.join(', ')}` })
  status?: ObligationStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 30, example: '4123456789VAT0000001' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value,
  )
  @IsOptional()
  @IsString({ message: 'The PRN must be text' })
  @MaxLength(30, { message: 'The PRN must be at most 30 characters' })
  @Matches(/^[A-Z0-9]+$/, { message: 'The PRN may contain only letters and digits, as SARS prints it' })
  prn?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Rand, at most two decimals' })
  @Transform(blankToNull)
  @IsOptional()
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'The amount must be a number of rand with at most two decimals' },
  )
  @Min(0, { message: 'The amount cannot be negative' })
  @Max(9_999_999_999.99, { message: 'The amount is too large' })
  amount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value))
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(2000, { message: 'The note must be at most 2000 characters' })
  note?: string | null;

  @ApiPropertyOptional({ type: [Number], maxItems: 20, description: "Ids of the business's documents; replaces the set" })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsArray({ message: 'proofDocumentIds must be a list of document ids' })
  @ArrayMaxSize(20, { message: 'At most 20 documents can prove one obligation' })
  @IsInt({ each: true, message: 'proofDocumentIds must be a list of document ids' })
  @Min(1, { each: true, message: 'proofDocumentIds must be a list of document ids' })
  proofDocumentIds?: number[];
}

/** The staff firm-wide calendar's filters. */
export class StaffObligationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01' })
  @IsOptional()
  @IsCalendarDate('from must be a date as YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ example: '2027-02-28' })
  @IsOptional()
  @IsCalendarDate('to must be a date as YYYY-MM-DD')
  to?: string;

  @ApiPropertyOptional({ description: 'One client business' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'clientId must be a whole number' })
  @Min(1, { message: 'clientId must be a whole number' })
  @Max(2_147_483_647, { message: 'clientId must be a whole number' })
  clientId?: number;

  @ApiPropertyOptional({ enum: OBLIGATION_STATUSES, enumName: 'ObligationStatus' })
  @IsOptional()
  @IsIn(OBLIGATION_STATUSES, { message: `status must be one of ${OBLIGATION_STATUSES.join(', ')}` })
  status?: ObligationStatus;

  @ApiPropertyOptional({ enum: OBLIGATION_TYPES, enumName: 'ObligationType' })
  @IsOptional()
  @IsIn(OBLIGATION_TYPES, { message: `type must be one of ${OBLIGATION_TYPES.join(', ')}` })
  type?: ObligationType;

  @ApiPropertyOptional({ description: 'Only overdue obligations' })
  @IsOptional()
  @QueryBoolean()
  @ValidateBy({
    name: 'isBool',
    validator: { validate: (v: unknown) => typeof v === 'boolean', defaultMessage: () => 'overdue must be true or false' },
  })
  overdue?: boolean;
}

/** The client an obligation belongs to, in the staff list. */
export class ObligationClientDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class StaffObligationDto extends ObligationDto {
  @ApiProperty({ type: ObligationClientDto }) client!: ObligationClientDto;
}

export class StaffObligationPageDto {
  @ApiProperty({ type: [StaffObligationDto], description: 'Earliest due date first' }) items!: StaffObligationDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class CalendarFeedDto {
  @ApiProperty({
    description:
      'The private link to subscribe to in a calendar app; whoever has it can read the calendar. Shown once: only its hash is kept',
    example: 'https://portal.example.co.za/api/compliance/calendar/3q2-7wD…ics',
  })
  url!: string;
}
