import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { CaptchaText, ENQUIRY_INTERESTS, ENQUIRY_LIMITS, INTEREST_MESSAGE } from './enquiry-fields';

const emptyToNull = () => Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/** The contact page's enquiry form (docs/enquiries.md); its messages end with a full stop. */
export class ContactEnquiryDto {
  @ApiProperty({ minLength: 1, maxLength: ENQUIRY_LIMITS.name, example: 'Thandi Nkosi' })
  @Trim()
  @IsString({ message: 'Name is required.' })
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(ENQUIRY_LIMITS.name, { message: `Name must be at most ${ENQUIRY_LIMITS.name} characters.` })
  name!: string;

  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsString({ message: 'Please enter a valid email.' })
  @IsEmail({}, { message: 'Please enter a valid email.' })
  @MaxLength(ENQUIRY_LIMITS.email, { message: 'Please enter a valid email.' })
  email!: string;

  @OptionalText(ENQUIRY_LIMITS.phone, 'Phone number') phone?: string | null;
  @OptionalText(ENQUIRY_LIMITS.business, 'Business name') business?: string | null;

  @ApiPropertyOptional({ enum: ['', ...ENQUIRY_INTERESTS], enumName: 'EnquiryInterestChoice' })
  @emptyToNull()
  @IsOptional()
  @IsIn(ENQUIRY_INTERESTS, { message: INTEREST_MESSAGE })
  interest?: string | null;

  @ApiProperty({ minLength: 10, maxLength: ENQUIRY_LIMITS.message })
  @Trim()
  @IsString({ message: 'Message must be at least 10 characters.' })
  @MinLength(10, { message: 'Message must be at least 10 characters.' })
  @MaxLength(ENQUIRY_LIMITS.message, { message: `Message must be at most ${ENQUIRY_LIMITS.message} characters.` })
  message!: string;

  @ApiProperty({ enum: [true], description: 'Checked, never stored' })
  @Equals(true, { message: 'You must accept the terms and conditions.' })
  acceptTerms!: boolean;

  @ApiProperty({ description: 'Answer to the arithmetic question; checked in the browser, never stored', example: '7' })
  @CaptchaText()
  @IsString({ message: 'Please complete the verification.' })
  @IsNotEmpty({ message: 'Please complete the verification.' })
  @MaxLength(ENQUIRY_LIMITS.captcha, { message: 'Please complete the verification.' })
  captcha!: string;

  @ApiPropertyOptional({
    enum: ['', ...ENQUIRY_INTERESTS],
    enumName: 'EnquiryInterestChoice',
    description: 'The interest value again, or empty; not stored separately',
  })
  @emptyToNull()
  @IsOptional()
  @IsIn(ENQUIRY_INTERESTS, { message: INTEREST_MESSAGE })
  services?: string | null;
}
