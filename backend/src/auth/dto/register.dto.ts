import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Equals, IsOptional, IsString, MaxLength } from 'class-validator';
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

  @ApiPropertyOptional({
    description:
      'The token of an invitation link: the account joins that business with the role invited (and starts none of its own), and the address, which must be the one invited, counts as confirmed',
  })
  @IsOptional()
  @IsString({ message: 'The invitation link is not valid' })
  @MaxLength(200, { message: 'The invitation link is not valid' })
  invitationToken?: string;
}
