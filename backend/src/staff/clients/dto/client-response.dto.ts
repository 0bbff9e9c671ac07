import { ApiProperty } from '@nestjs/swagger';
import { EmployeeResponseDto } from '../../../employees/dto/employee-response.dto';
import { User } from '../../../users/user.entity';
import { ClientAssignmentResponseDto } from '../../dto/client-assignment-response.dto';
import { ClientProfileResponseDto } from '../../../users/dto/user-response.dto';
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

/** One row of the client list. */
export class ClientSummaryResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'Full name, else the username' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() isProfileComplete!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Package title of the active subscription' }) activeSubscription!:
    string | null;
  @ApiProperty({ description: 'Pending plus overdue document requests' }) openRequests!: number;
  @ApiProperty({ description: 'Documents with status pending' }) documentsAwaitingReview!: number;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;

  static from(u: User, counts: ClientCounts): ClientSummaryResponseDto {
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      name: displayName(u),
      company: u.company,
      phone: u.phone,
      isProfileComplete: u.isProfileComplete,
      activeSubscription: counts.activeSubscriptionTitle,
      openRequests: counts.openRequests,
      documentsAwaitingReview: counts.documentsAwaitingReview,
      lastLogin: u.lastLogin,
      createdAt: u.createdAt,
    };
  }
}

export class ClientPageResponseDto {
  @ApiProperty({ type: [ClientSummaryResponseDto] }) items!: ClientSummaryResponseDto[];
  @ApiProperty({ description: 'Matching clients in all pages' }) total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

/** Everything the client page shows, in one answer. */
export class ClientDetailResponseDto {
  @ApiProperty({ type: ClientProfileResponseDto }) profile!: ClientProfileResponseDto;
  @ApiProperty({ type: [EmployeeResponseDto] }) employees!: EmployeeResponseDto[];
  @ApiProperty({ type: [StaffSubscriptionResponseDto], description: 'Newest first' }) subscriptions!: StaffSubscriptionResponseDto[];
  @ApiProperty({ type: [StaffPaymentResponseDto], description: 'Newest payment date first' }) payments!: StaffPaymentResponseDto[];
  @ApiProperty({ type: [StaffDocumentResponseDto], description: 'Newest upload first' }) documents!: StaffDocumentResponseDto[];
  @ApiProperty({ type: [DocumentRequestResponseDto], description: 'Newest first' }) requests!: DocumentRequestResponseDto[];
  @ApiProperty({ type: [ClientAssignmentResponseDto], description: 'Active assignments' }) assignments!: ClientAssignmentResponseDto[];
}
