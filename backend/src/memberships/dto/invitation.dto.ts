import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CLIENT_ROLES, type ClientRole } from '../../businesses/business-roles';
import { Trim } from '../../common/validation/text-fields';

export class CreateInvitationDto {
  @ApiProperty({ example: 'pieter@example.co.za', maxLength: 254 })
  @Trim()
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ enum: CLIENT_ROLES })
  @IsIn(CLIENT_ROLES, { message: `role must be one of: ${CLIENT_ROLES.join(', ')}` })
  role!: ClientRole;
}

/** An invitation as its business's owners see it. */
export class InvitationDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ example: 'pieter@example.co.za' })
  email!: string;

  @ApiProperty({ enum: CLIENT_ROLES })
  role!: ClientRole;

  @ApiProperty({ enum: ['pending', 'expired'], description: 'Accepted and revoked invitations are not listed' })
  status!: 'pending' | 'expired';

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Who sent it' })
  invitedBy!: string | null;
}

/** What the link shows before anyone signs in: the business, the role and the address invited, nothing else. */
export class InvitationPreviewDto {
  @ApiProperty({ example: 'Mokoena Interiors (Pty) Ltd' })
  businessName!: string;

  @ApiProperty({ enum: CLIENT_ROLES })
  role!: ClientRole;

  @ApiProperty({ example: 'pieter@example.co.za' })
  email!: string;
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'The token from the invitation link' })
  @IsString({ message: 'The invitation link is not valid' })
  @IsNotEmpty({ message: 'The invitation link is not valid' })
  @MaxLength(200, { message: 'The invitation link is not valid' })
  token!: string;
}
