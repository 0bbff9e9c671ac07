import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../users/user.entity';

/** Registration: every user field of the spec; confirmPassword stays in the browser. */
export class RegisterDto {
  @ApiProperty({ example: 'thandi', minLength: 3, maxLength: 50 })
  @Trim()
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may contain only letters, numbers, dots, dashes and underscores' })
  username!: string;

  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;

  @OptionalText(100, 'First name') firstName?: string | null;
  @OptionalText(100, 'Last name') lastName?: string | null;
  @OptionalText(30, 'Phone number') phone?: string | null;
  @OptionalText(200, 'Company name') company?: string | null;
  @OptionalText(255, 'Address') address?: string | null;
  @OptionalText(100, 'City') city?: string | null;
  @OptionalText(20, 'Postal code') postalCode?: string | null;
  @OptionalText(100, 'Country') country?: string | null;
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
