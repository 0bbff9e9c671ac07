import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { EnquiryBaseDto } from './enquiry-base.dto';
import { ENQUIRY_LIMITS } from './enquiry-fields';

/** The home page's enquiry form (docs/enquiries.md); messages are the form's own. */
export class HomeEnquiryDto extends EnquiryBaseDto {
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

  @OptionalText(ENQUIRY_LIMITS.message, 'Message') message?: string | null;

  @ApiProperty({ enum: [true], description: 'Checked, never stored' })
  @Equals(true, { message: 'You must accept the terms and conditions' })
  terms!: boolean;
}
