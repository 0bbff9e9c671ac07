import { ApiProperty, OmitType } from '@nestjs/swagger';
import { USER_ROLES, User, UserRole } from '../user.entity';

/**
 * A user account as the API shows it: the one response shape of the resource, never the
 * password hash. Audiences take a variant of it, each composed above identity with the company
 * profile of a business (which users/ does not know): the user themself gets all of it with their
 * current business's profile and employees (UserResponseDto in employees/dto/user-response.dto.ts),
 * staff looking at a client get ClientAccountDto with the business's profile
 * (ClientProfileResponseDto in staff/clients/dto).
 */
export class OwnAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role!: UserRole;
  @ApiProperty() isStaff!: boolean;
  @ApiProperty() isProfileComplete!: boolean;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  /** The sign-in before this session's: what "Last login" shows the person; null for a first sign-in. */
  @ApiProperty({ type: Date, nullable: true }) previousLogin!: Date | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When the terms of service and the privacy policy were accepted (at registration)',
  })
  termsAcceptedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'The version of those texts that was accepted' })
  termsVersion!: string | null;
  @ApiProperty({ description: 'Whether the current email address was confirmed through its link' }) emailVerified!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'A new address waiting for its confirmation link to be opened' })
  pendingEmail!: string | null;

  static from(user: User): OwnAccountDto {
    return {
      ...profileOf(user),
      role: user.role,
      isStaff: user.isStaff,
      previousLogin: user.previousLogin,
      pendingEmail: user.pendingEmail ?? null,
    };
  }
}

/** A client's account as staff see it (whether the address is confirmed, not what it may change to). */
// previousLogin is the person's own "Last login"; staff read lastLogin.
export class ClientAccountDto extends OmitType(OwnAccountDto, ['role', 'isStaff', 'previousLogin', 'pendingEmail'] as const) {
  static from(user: User): ClientAccountDto {
    return profileOf(user);
  }
}

function profileOf(u: User): ClientAccountDto {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    isProfileComplete: u.isProfileComplete,
    lastLogin: u.lastLogin,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    termsAcceptedAt: u.termsAcceptedAt ?? null,
    termsVersion: u.termsVersion ?? null,
    emailVerified: u.emailVerifiedAt !== null && u.emailVerifiedAt !== undefined,
  };
}
