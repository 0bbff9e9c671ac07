import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ANNUAL_REVENUES, BUSINESS_TYPES, USER_ROLES, User, UserRole } from '../user.entity';

/**
 * A user account as the API shows it: the one response shape of the resource, never the
 * password hash or billing ids. Audiences take a variant of it: the user themself gets all of it
 * (UserResponseDto in employees/dto/user-response.dto.ts, which adds their employee list: identity
 * does not know employees), staff looking at a client get the profile without the role flags and
 * the employee list (ClientProfileResponseDto).
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
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ enum: BUSINESS_TYPES, enumName: 'BusinessType', nullable: true }) businessType!: string | null;
  @ApiProperty({ enum: ANNUAL_REVENUES, enumName: 'AnnualRevenue', nullable: true }) annualRevenue!: string | null;
  @ApiProperty({ type: Number, nullable: true }) numberOfEmployees!: number | null;
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

/** A client's account and company details as staff see them (whether the address is confirmed, not what it may change to). */
// previousLogin is the person's own "Last login"; staff read lastLogin.
export class ClientProfileResponseDto extends OmitType(OwnAccountDto, ['role', 'isStaff', 'previousLogin', 'pendingEmail'] as const) {
  static from(user: User): ClientProfileResponseDto {
    return profileOf(user);
  }
}

function profileOf(u: User): ClientProfileResponseDto {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    company: u.company,
    address: u.address,
    city: u.city,
    postalCode: u.postalCode,
    country: u.country,
    vatNumber: u.vatNumber,
    registrationNumber: u.registrationNumber,
    businessType: u.businessType,
    annualRevenue: u.annualRevenue,
    numberOfEmployees: u.numberOfEmployees,
    isProfileComplete: u.isProfileComplete,
    lastLogin: u.lastLogin,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    termsAcceptedAt: u.termsAcceptedAt ?? null,
    termsVersion: u.termsVersion ?? null,
    emailVerified: u.emailVerifiedAt !== null && u.emailVerifiedAt !== undefined,
  };
}
