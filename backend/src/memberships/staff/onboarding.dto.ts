import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';
import { InvitationDto } from '../dto/invitation.dto';

export class OnboardClientDto {
  @ApiProperty({ example: 'Karoo Olive Co (Pty) Ltd', maxLength: 200 })
  @Trim()
  @IsString({ message: 'Business name is required' })
  @IsNotEmpty({ message: 'Business name is required' })
  @MaxLength(200, { message: 'Business name must be at most 200 characters' })
  businessName!: string;

  @ApiProperty({ example: 'naledi@example.co.za', maxLength: 254 })
  @Trim()
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  ownerEmail!: string;

  @ApiProperty({ example: 'Naledi', maxLength: 100 })
  @Trim()
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  ownerFirstName!: string;

  @ApiProperty({ example: 'Khumalo', maxLength: 100 })
  @Trim()
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  ownerLastName!: string;
}

export class InviteEnquiryDto {
  @ApiPropertyOptional({ description: "The business's name; by default the enquiry's business, else the person's name", maxLength: 200 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Business name is required' })
  @IsNotEmpty({ message: 'Business name is required' })
  @MaxLength(200, { message: 'Business name must be at most 200 characters' })
  businessName?: string;
}

/** A client business the firm's staff created, and the invitation its first owner was sent. */
export class OnboardedClientDto {
  @ApiProperty({ example: 42 })
  businessId!: number;

  @ApiProperty({ example: 'Karoo Olive Co (Pty) Ltd' })
  businessName!: string;

  @ApiProperty({ type: InvitationDto })
  invitation!: InvitationDto;
}
