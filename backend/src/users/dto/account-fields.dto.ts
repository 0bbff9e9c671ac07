import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { compactNumber, validateVatNumber } from '@table-bay/shared';
import { OptionalRuleText, OptionalText, Trim } from '../../common/validation/text-fields';
import { NewPassword } from '../password-policy';
import { USERNAME_PATTERN } from '../username';

/** The company form's choices (stored on the business: client_businesses). */
export const BUSINESS_TYPES = [
  'sole_proprietorship',
  'partnership',
  'private_company',
  'public_company',
  'non_profit',
  'close_corporation',
  'trust',
  'other',
] as const;

export const ANNUAL_REVENUES = ['under_1m', '1m_5m', '5m_10m', '10m_20m', '20m_50m', 'over_50m'] as const;

/**
 * The field groups an account's input is made of. Registration, the profile update and the
 * creation of a staff member combine them (IntersectionType), so a rule such as "a username is
 * 3 to 50 letters, digits, dots, dashes or underscores" is written once.
 */

/** The fields a person signs in with, as a new account chooses them. */
export class SignInFieldsDto {
  @ApiProperty({ example: 'thandi', minLength: 3, maxLength: 50 })
  @Trim()
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(USERNAME_PATTERN, { message: 'Username may contain only letters, numbers, dots, dashes and underscores' })
  username!: string;

  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  /** The one password rule (auth/password-policy.ts), checked against this body's username and email. */
  @NewPassword()
  password!: string;
}

/** A person's name and phone, optional at registration and for staff members. */
export class PersonalFieldsDto {
  @OptionalText(100, 'First name') firstName?: string | null;
  @OptionalText(100, 'Last name') lastName?: string | null;
  @OptionalText(30, 'Phone number') phone?: string | null;
}

/** The company's name and address, optional at registration (the company form requires them later). */
export class CompanyAddressFieldsDto {
  @OptionalText(200, 'Company name') company?: string | null;
  @OptionalText(255, 'Address') address?: string | null;
  @OptionalText(100, 'City') city?: string | null;
  @OptionalText(20, 'Postal code') postalCode?: string | null;
  @OptionalText(100, 'Country') country?: string | null;
}

/** The company's registration facts: optional everywhere, an empty string clears them. */
export class CompanyFactsFieldsDto {
  /** SARS's format, checked as the compliance calendar needs it (decision 0020). */
  @OptionalRuleText(40, 'VAT number', validateVatNumber, compactNumber) vatNumber?: string | null;
  @OptionalText(50, 'Registration number') registrationNumber?: string | null;

  @ApiPropertyOptional({ enum: BUSINESS_TYPES, enumName: 'BusinessType', nullable: true })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsIn(BUSINESS_TYPES, { message: 'Please choose a business type from the list' })
  businessType?: string | null;

  @ApiPropertyOptional({ enum: ANNUAL_REVENUES, enumName: 'AnnualRevenue', nullable: true })
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
