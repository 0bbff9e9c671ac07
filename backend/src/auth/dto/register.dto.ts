import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import { CompanyAddressFieldsDto, CompanyFactsFieldsDto, PersonalFieldsDto, SignInFieldsDto } from '../../users/dto/account-fields.dto';

export const CONSENT_REQUIRED = 'Please accept the terms of service and the privacy policy';

/**
 * Registration: every user field of the product (the sign-up screen asks only for the account
 * fields and the name; company details follow on the profile), and the consent to the terms and
 * the privacy policy, which the server stores with the policy version it publishes
 * (docs/auth-and-accounts.md). confirmPassword stays in the browser.
 */
export class RegisterDto extends IntersectionType(SignInFieldsDto, PersonalFieldsDto, CompanyAddressFieldsDto, CompanyFactsFieldsDto) {
  @ApiProperty({ description: 'The person ticked "I accept the terms of service and the privacy policy"; must be true' })
  @Equals(true, { message: CONSENT_REQUIRED })
  acceptTerms!: boolean;
}
