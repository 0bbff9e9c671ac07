import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EmployeeResponseDto } from '../../../employees/dto/employee-response.dto';
import { User } from '../../../users/user.entity';
import { ClientBusiness } from '../../../businesses/client-business.entity';
import { type BusinessProfile, NO_BUSINESS_PROFILE, profileOfBusiness } from '../../../businesses/business-profile.service';
import { CompanyProfileDto } from '../../../businesses/dto/company-profile.dto';
import { CLIENT_ROLES, type ClientRole } from '../../../businesses/business-roles';
import { ClientAssignmentResponseDto } from '../../dto/client-assignment-response.dto';
import { ClientAccountDto } from '../../../users/dto/user-response.dto';
import { displayName } from '../../../users/display-name';
import { DocumentRequestResponseDto } from '../../../documents/dto/document-request-response.dto';
import { StaffDocumentResponseDto } from '../../../documents/dto/document-response.dto';
import { StaffPaymentResponseDto } from '../../../billing/dto/payment-response.dto';
import { StaffSubscriptionResponseDto } from '../../../billing/dto/subscription-response.dto';

/** Counts shown beside a client in the list. */
export interface ClientCounts {
  activeSubscriptionTitle: string | null;
  openRequests: number;
  documentsAwaitingReview: number;
}

/** Whom a business onboarded by staff is waiting for: its open owner invitation. */
export class AwaitingOwnerDto {
  @ApiProperty({ example: 'naledi@example.co.za' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Naledi Khumalo', description: "The invitee's full name, as staff gave it" })
  name!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'The link has expired: the owner cannot accept it any more' }) expired!: boolean;

  static of(invitee: Invitee, now: number): AwaitingOwnerDto {
    const name = [invitee.firstName, invitee.lastName].filter((part) => part?.trim()).join(' ');
    return {
      email: invitee.email,
      name: name || null,
      expiresAt: new Date(invitee.expiresAt).toISOString(),
      expired: invitee.expiresAt <= now,
    };
  }
}

/** Who an invitation went to, as the list names a person. */
export interface Invitee {
  email: string;
  firstName: string | null;
  lastName: string | null;
  expiresAt: number;
}

/**
 * One row of the client list: a client business. The person's fields (username, email, name,
 * phone, lastLogin) are its first owner's, who stands for it; `people` lists everyone on the page.
 * A business staff onboarded has nobody yet: until its owner accepts, the row names the invitee
 * (no username) and `awaitingOwner` says so; its page opens once they have joined.
 */
export class ClientSummaryResponseDto {
  @ApiProperty({ description: 'The client business; /staff/clients/{id}' }) id!: number;
  @ApiProperty({ description: "The business's name" }) businessName!: string;
  @ApiProperty({ description: 'How many people act for the business' }) peopleCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Null while the business awaits its first owner' }) username!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ description: "The first owner's full name, else their username (the invitee's name, else email, while awaiting them)" })
  name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() isProfileComplete!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Package title of the active subscription' }) activeSubscription!:
    string | null;
  @ApiProperty({ description: 'Pending plus overdue document requests' }) openRequests!: number;
  @ApiProperty({ description: 'Documents with status pending' }) documentsAwaitingReview!: number;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: AwaitingOwnerDto, nullable: true, description: 'Set while a business onboarded by staff has no member yet' })
  awaitingOwner!: AwaitingOwnerDto | null;

  /** A business awaiting the owner staff invited: the invitee stands for it until they accept. */
  static awaiting(b: ClientBusiness, invitee: Invitee, counts: ClientCounts, now = Date.now()): ClientSummaryResponseDto {
    const awaitingOwner = AwaitingOwnerDto.of(invitee, now);
    return {
      id: b.id,
      businessName: b.name,
      peopleCount: 0,
      username: null,
      email: invitee.email,
      name: awaitingOwner.name ?? invitee.email,
      company: profileOfBusiness(b).company,
      phone: null,
      isProfileComplete: false,
      activeSubscription: counts.activeSubscriptionTitle,
      openRequests: counts.openRequests,
      documentsAwaitingReview: counts.documentsAwaitingReview,
      lastLogin: null,
      createdAt: b.createdAt,
      awaitingOwner,
    };
  }

  static from(b: ClientBusiness, u: User, peopleCount: number, counts: ClientCounts): ClientSummaryResponseDto {
    return {
      id: b.id,
      businessName: b.name,
      peopleCount,
      username: u.username,
      email: u.email,
      name: displayName(u),
      // The business's company name; null while it still carries its owner's name.
      company: profileOfBusiness(b).company,
      phone: u.phone,
      isProfileComplete: u.isProfileComplete,
      activeSubscription: counts.activeSubscriptionTitle,
      openRequests: counts.openRequests,
      documentsAwaitingReview: counts.documentsAwaitingReview,
      lastLogin: u.lastLogin,
      createdAt: b.createdAt,
      awaitingOwner: null,
    };
  }
}

export class ClientPageResponseDto {
  @ApiProperty({ type: [ClientSummaryResponseDto] }) items!: ClientSummaryResponseDto[];
  @ApiProperty({ description: 'Matching clients in all pages' }) total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

/** The client business itself. */
export class ClientBusinessResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() createdAt!: Date;

  static from(b: ClientBusiness): ClientBusinessResponseDto {
    return { id: b.id, name: b.name, createdAt: b.createdAt };
  }
}

/** A person who acts for the client business, as staff see them. */
export class ClientPersonResponseDto {
  @ApiProperty() userId!: number;
  @ApiProperty({ description: 'Full name, else the username' }) name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: CLIENT_ROLES, enumName: 'ClientRole' }) role!: ClientRole;
  @ApiProperty({ type: Date, nullable: true }) lastSignInAt!: Date | null;
  @ApiProperty({ description: 'An authenticator app is confirmed for their sign-in' }) twoFactorEnabled!: boolean;

  static from(u: User, role: ClientRole, twoFactorEnabled: boolean): ClientPersonResponseDto {
    return { userId: u.id, name: displayName(u), email: u.email, role, lastSignInAt: u.lastLogin, twoFactorEnabled };
  }
}

/** The client page's profile: the first owner's account with the business's company details. */
export class ClientProfileResponseDto extends IntersectionType(ClientAccountDto, CompanyProfileDto) {
  static from(owner: User, profile: BusinessProfile | null): ClientProfileResponseDto {
    const p = profile ?? NO_BUSINESS_PROFILE;
    return {
      ...ClientAccountDto.from(owner),
      company: p.company,
      address: p.address,
      city: p.city,
      postalCode: p.postalCode,
      country: p.country,
      vatNumber: p.vatNumber,
      registrationNumber: p.registrationNumber,
      businessType: p.businessType,
      annualRevenue: p.annualRevenue,
      numberOfEmployees: p.numberOfEmployees,
    };
  }
}

/** Everything the client page shows, in one answer. */
export class ClientDetailResponseDto {
  @ApiProperty({ type: ClientBusinessResponseDto }) business!: ClientBusinessResponseDto;
  @ApiProperty({ type: [ClientPersonResponseDto], description: 'Owners first, then by when they joined' })
  people!: ClientPersonResponseDto[];
  @ApiProperty({
    type: ClientProfileResponseDto,
    nullable: true,
    description:
      "The first owner's account with the business's company profile; null while a business onboarded by staff awaits its first owner",
  })
  profile!: ClientProfileResponseDto | null;
  @ApiProperty({
    type: AwaitingOwnerDto,
    nullable: true,
    description: 'Set while a business onboarded by staff has no member yet: the owner invited, who has not accepted',
  })
  awaitingOwner!: AwaitingOwnerDto | null;
  @ApiProperty({ type: [EmployeeResponseDto] }) employees!: EmployeeResponseDto[];
  @ApiProperty({ type: [StaffSubscriptionResponseDto], description: 'Newest first' }) subscriptions!: StaffSubscriptionResponseDto[];
  @ApiProperty({ type: [StaffPaymentResponseDto], description: 'Newest payment date first' }) payments!: StaffPaymentResponseDto[];
  @ApiProperty({ type: [StaffDocumentResponseDto], description: 'Newest upload first' }) documents!: StaffDocumentResponseDto[];
  @ApiProperty({ type: [DocumentRequestResponseDto], description: 'Newest first' }) requests!: DocumentRequestResponseDto[];
  @ApiProperty({ type: [ClientAssignmentResponseDto], description: 'Active assignments' }) assignments!: ClientAssignmentResponseDto[];
}
