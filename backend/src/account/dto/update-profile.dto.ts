import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';
import { TaxProfileFieldsDto } from '../../businesses/dto/tax-profile-fields.dto';
import { CompanyFactsFieldsDto } from '../../users/dto/account-fields.dto';

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
 * PATCH /api/user: exactly the company form's fields: the name, phone and address the form
 * requires, the company facts it leaves optional (the same group registration uses), and the tax
 * and registration fields the compliance calendar reads (TaxProfileFieldsDto).
 * Anything else (role, isStaff, id, username, email, isProfileComplete...) is refused by the
 * global pipe's forbidNonWhitelisted; email has its own password-checked route.
 */
export class UpdateProfileDto extends IntersectionType(CompanyFactsFieldsDto, TaxProfileFieldsDto) {
  @RequiredWhenSent(100, 'First name is required', 'First name') firstName?: string;
  @RequiredWhenSent(100, 'Last name is required', 'Last name') lastName?: string;
  @RequiredWhenSent(30, 'Phone number is required', 'Phone number') phone?: string;
  @RequiredWhenSent(200, 'Company name is required', 'Company name') company?: string;
  @RequiredWhenSent(255, 'Address is required', 'Address') address?: string;
  @RequiredWhenSent(100, 'City is required', 'City') city?: string;
  @RequiredWhenSent(20, 'Postal code is required', 'Postal code') postalCode?: string;
  @RequiredWhenSent(100, 'Country is required', 'Country') country?: string;
}
