import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';
import { EmptyToNull, EnquiryBaseDto } from './enquiry-base.dto';
import { ENQUIRY_INTERESTS, ENQUIRY_LIMITS, INTEREST_MESSAGE } from './enquiry-fields';

/** The contact page's enquiry form (docs/enquiries.md); its messages end with a full stop. */
export class ContactEnquiryDto extends EnquiryBaseDto {
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

  @ApiProperty({ minLength: 10, maxLength: ENQUIRY_LIMITS.message })
  @Trim()
  @IsString({ message: 'Message must be at least 10 characters.' })
  @MinLength(10, { message: 'Message must be at least 10 characters.' })
  @MaxLength(ENQUIRY_LIMITS.message, { message: `Message must be at most ${ENQUIRY_LIMITS.message} characters.` })
  message!: string;

  @ApiProperty({ enum: [true], description: 'Checked, never stored' })
  @Equals(true, { message: 'You must accept the terms and conditions.' })
  acceptTerms!: boolean;

  @ApiPropertyOptional({
    enum: ['', ...ENQUIRY_INTERESTS],
    enumName: 'EnquiryInterestChoice',
    description: 'The interest value again, or empty; not stored separately',
  })
  @EmptyToNull()
  @IsOptional()
  @IsIn(ENQUIRY_INTERESTS, { message: INTEREST_MESSAGE })
  services?: string | null;
}
