import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../users/user.entity';

/**
 * A company-form field the form requires: it may be left out of a PATCH, but when sent it must not
 * be blank (null included), with the form's own message.
 */
function RequiredWhenSent(maxLength: number, requiredMessage: string, label: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, minLength: 1, maxLength, description: `Required by the company form: "${requiredMessage}"` }),
    Trim(),
    ValidateIf((_obj: object, value: unknown) => value !== undefined),
    // applyDecorators registers in list order and the last failing rule is the one shown, so "required" goes last.
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsNotEmpty({ message: requiredMessage }),
    IsString({ message: requiredMessage }),
  );
}

/**
 * PATCH /api/user: exactly the company form's fields. Anything else (role, isStaff, id, username,
 * email, isProfileComplete...) is refused by the global pipe's forbidNonWhitelisted; email has its
 * own password-checked route.
 */
export class UpdateProfileDto {
  @RequiredWhenSent(100, 'First name is required', 'First name') firstName?: string;
  @RequiredWhenSent(100, 'Last name is required', 'Last name') lastName?: string;
  @RequiredWhenSent(30, 'Phone number is required', 'Phone number') phone?: string;
  @RequiredWhenSent(200, 'Company name is required', 'Company name') company?: string;
  @RequiredWhenSent(255, 'Address is required', 'Address') address?: string;
  @RequiredWhenSent(100, 'City is required', 'City') city?: string;
  @RequiredWhenSent(20, 'Postal code is required', 'Postal code') postalCode?: string;
  @RequiredWhenSent(100, 'Country is required', 'Country') country?: string;

  @OptionalText(30, 'VAT number') vatNumber?: string | null;
  @OptionalText(50, 'Registration number') registrationNumber?: string | null;

  @ApiPropertyOptional({ enum: BUSINESS_TYPES, nullable: true })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsIn(BUSINESS_TYPES, { message: 'Please choose a business type from the list' })
  businessType?: string | null;

  @ApiPropertyOptional({ enum: ANNUAL_REVENUES, nullable: true })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsIn(ANNUAL_REVENUES, { message: 'Please choose an annual revenue range from the list' })
  annualRevenue?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsInt({ message: 'Number of employees must be a whole number' })
  @Min(0, { message: 'Number of employees cannot be negative' })
  @Max(1_000_000, { message: 'Number of employees is too large' })
  numberOfEmployees?: number | null;
}
