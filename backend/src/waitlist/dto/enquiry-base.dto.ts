import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalText } from '../../common/validation/text-fields';
import { CaptchaText, ENQUIRY_INTERESTS, ENQUIRY_LIMITS, INTEREST_MESSAGE } from './enquiry-fields';

/** An empty choice of the interest select ("Select an option") is no choice. */
export const EmptyToNull = () => Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/**
 * The fields the home and contact enquiry forms share word for word (docs/enquiries.md). Name,
 * email, message and the terms box differ in their messages and rules, so each form declares its own.
 */
export class EnquiryBaseDto {
  @OptionalText(ENQUIRY_LIMITS.phone, 'Phone number') phone?: string | null;
  @OptionalText(ENQUIRY_LIMITS.business, 'Business name') business?: string | null;

  @ApiPropertyOptional({ enum: ['', ...ENQUIRY_INTERESTS], enumName: 'EnquiryInterestChoice' })
  @EmptyToNull()
  @IsOptional()
  @IsIn(ENQUIRY_INTERESTS, { message: INTEREST_MESSAGE })
  interest?: string | null;

  @ApiProperty({ description: 'Answer to the arithmetic question of `captchaToken`; checked by the server, never stored', example: '7' })
  @CaptchaText()
  @IsString({ message: 'Please complete the verification.' })
  @IsNotEmpty({ message: 'Please complete the verification.' })
  @MaxLength(ENQUIRY_LIMITS.captcha, { message: 'Please complete the verification.' })
  captcha!: string;

  /** Checked after the fields, by EnquiryChallengeService: a missing one is reported on `captcha`, the field the visitor sees. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The token of the question from GET /api/waitlist/challenge',
    maxLength: 200,
  })
  @IsOptional()
  @IsString({ message: 'Please complete the verification.' })
  @MaxLength(200, { message: 'Please complete the verification.' })
  captchaToken?: string | null;
}
