import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { CaptchaText, ENQUIRY_INTERESTS, ENQUIRY_LIMITS, INTEREST_MESSAGE } from './enquiry-fields';

/** The home page's enquiry form (docs/enquiries.md); messages are the form's own. */
export class HomeEnquiryDto {
  @ApiProperty({ minLength: 2, maxLength: ENQUIRY_LIMITS.name, example: 'Thandi Nkosi' })
  @Trim()
  @IsString({ message: 'Name is required' })
  @MinLength(2, { message: 'Name is required' })
  @MaxLength(ENQUIRY_LIMITS.name, { message: `Name must be at most ${ENQUIRY_LIMITS.name} characters` })
  name!: string;

  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsString({ message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(ENQUIRY_LIMITS.email, { message: 'Invalid email address' })
  email!: string;

  @OptionalText(ENQUIRY_LIMITS.phone, 'Phone number') phone?: string | null;
  @OptionalText(ENQUIRY_LIMITS.business, 'Business name') business?: string | null;

  @ApiPropertyOptional({ enum: ['', ...ENQUIRY_INTERESTS], enumName: 'EnquiryInterestChoice' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsIn(ENQUIRY_INTERESTS, { message: INTEREST_MESSAGE })
  interest?: string | null;

  @OptionalText(ENQUIRY_LIMITS.message, 'Message') message?: string | null;

  @ApiProperty({ enum: [true], description: 'Checked, never stored' })
  @Equals(true, { message: 'You must accept the terms and conditions' })
  terms!: boolean;

  @ApiProperty({ description: 'Answer to the arithmetic question; checked in the browser, never stored', example: '7' })
  @CaptchaText()
  @IsString({ message: 'Please complete the verification.' })
  @IsNotEmpty({ message: 'Please complete the verification.' })
  @MaxLength(ENQUIRY_LIMITS.captcha, { message: 'Please complete the verification.' })
  captcha!: string;
}
