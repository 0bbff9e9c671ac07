import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { CLIENT_CAPABILITIES, type ClientCapability, type Grant } from '../../access/client-capabilities';
import { CLIENT_ROLES, type ClientRole } from '../../businesses/business-roles';

/** One business the caller belongs to. */
export class BusinessSummaryDto {
  @ApiProperty({ example: 17 })
  id!: number;

  @ApiProperty({ example: 'Mokoena Interiors (Pty) Ltd' })
  name!: string;

  @ApiProperty({ enum: CLIENT_ROLES, description: "The caller's role in the business" })
  role!: ClientRole;

  @ApiProperty({ description: 'Whether this is the business the session acts for' })
  current!: boolean;

  @ApiProperty({
    description: 'Whether the caller is its only owner: closing their account closes this business and deletes its data',
  })
  soleOwner!: boolean;
}

/** One line of the role table as it applies to the caller. */
export class GrantDto {
  @ApiProperty({ enum: CLIENT_CAPABILITIES })
  capability!: ClientCapability;

  @ApiProperty({ enum: ['read', 'write'], description: '`read`: may see; `write`: may also change' })
  grant!: Grant;
}

/** The business the session acts for, the caller's role in it and what that role may do. */
export class CurrentBusinessDto {
  @ApiProperty({ example: 17 })
  id!: number;

  @ApiProperty({ example: 'Mokoena Interiors (Pty) Ltd' })
  name!: string;

  @ApiProperty({ enum: CLIENT_ROLES })
  role!: ClientRole;

  @ApiProperty({ type: [GrantDto], description: 'What the role may do (docs/client-businesses.md, "Roles"); anything missing is refused' })
  grants!: GrantDto[];
}

export class SelectBusinessDto {
  @ApiProperty({ example: 17, description: 'A business the caller is a member of' })
  @IsInt({ message: 'businessId must be a whole number' })
  @Min(1, { message: 'businessId must be a whole number' })
  businessId!: number;
}

/** A person acting for a business. */
export class MemberDto {
  @ApiProperty({ example: 42 })
  userId!: number;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;

  @ApiProperty({ example: 'thandi@example.com' })
  email!: string;

  @ApiProperty({ enum: CLIENT_ROLES })
  role!: ClientRole;

  @ApiProperty({ type: String, format: 'date-time', description: 'When they joined the business' })
  joinedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSignInAt!: string | null;

  @ApiProperty({ description: 'Whether their sign-in asks for a code from an authenticator app' })
  twoFactorEnabled!: boolean;
}

export class ChangeMemberRoleDto {
  @ApiProperty({ enum: CLIENT_ROLES })
  @IsIn(CLIENT_ROLES, { message: `role must be one of: ${CLIENT_ROLES.join(', ')}` })
  role!: ClientRole;
}
