import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, Max, MaxLength } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { EARLIEST_DATE, HasMaxDecimals, IsCalendarDate, IsNotBeforeDate, IsNotBeforeField, IsNotInFuture } from '../employee-rules';

/** Largest amount DECIMAL(12,2) holds. */
const MAX_SALARY = 9_999_999_999.99;

export const END_BEFORE_START = 'End date cannot be before the start date';
export const START_AFTER_END = 'Start date cannot be after the end date';

/** Blank inputs arrive as '' and mean "no value". */
const emptyToNull = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** Number inputs may arrive as text ("12500.50"); anything that is not a plain number stays text and is refused. */
const numericText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  });

/** The employee form of docs/employees.md; every message is the one the form shows. */
export class CreateEmployeeDto {
  @ApiProperty({ maxLength: 100, example: 'Sipho' })
  @Trim()
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @ApiProperty({ maxLength: 100, example: 'Dlamini' })
  @Trim()
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Valid address or empty ('' is stored as null)" })
  @Trim()
  @emptyToNull()
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email?: string | null;

  @OptionalText(30, 'Phone number') phone?: string | null;
  @OptionalText(100, 'Position') position?: string | null;
  @OptionalText(50, 'Employee ID') employeeId?: string | null;
  @OptionalText(30, 'Tax number') taxNumber?: string | null;

  @ApiProperty({ description: 'Monthly salary in rand, more than 0, at most 2 decimals', example: 18500 })
  @numericText()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Amount must be greater than 0' })
  @IsPositive({ message: 'Amount must be greater than 0' })
  @HasMaxDecimals(2, { message: 'Amount can have at most 2 decimal places' })
  @Max(MAX_SALARY, { message: 'Amount is too large' })
  salaryAmount!: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2024-03-01',
    description: 'yyyy-MM-dd; not in the future, not before 1900-01-01',
  })
  @emptyToNull()
  @IsOptional()
  @IsCalendarDate({ message: 'Start date must be a date in the form yyyy-MM-dd' })
  @IsNotBeforeDate(EARLIEST_DATE, { message: 'Start date cannot be before 1900-01-01' })
  @IsNotInFuture({ message: 'Start date cannot be in the future' })
  startDate?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description: 'yyyy-MM-dd or null while employed; not before 1900-01-01 nor the start date',
  })
  @emptyToNull()
  @IsOptional()
  @IsCalendarDate({ message: 'End date must be a date in the form yyyy-MM-dd' })
  @IsNotBeforeDate(EARLIEST_DATE, { message: 'End date cannot be before 1900-01-01' })
  @IsNotBeforeField('startDate', { message: END_BEFORE_START })
  endDate?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}
