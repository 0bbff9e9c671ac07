import { ApiProperty } from '@nestjs/swagger';
import { ContactSubmission } from '../contact-submission.entity';
import { WaitlistSubmission } from '../waitlist-submission.entity';

export class WaitlistEnquiryResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) business!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'standard' }) interest!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() isContacted!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The client business this enquiry became, once invited' })
  businessId!: number | null;

  static from(w: WaitlistSubmission): WaitlistEnquiryResponseDto {
    return {
      id: w.id,
      name: w.name,
      email: w.email,
      phone: w.phone,
      business: w.business,
      interest: w.interest,
      message: w.message,
      createdAt: w.createdAt,
      isContacted: w.isContacted,
      businessId: w.businessId ?? null,
    };
  }
}

export class ContactEnquiryResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() isRead!: boolean;

  static from(c: ContactSubmission): ContactEnquiryResponseDto {
    return {
      id: c.id,
      name: c.name,
      email: c.email,
      subject: c.subject,
      message: c.message,
      phone: c.phone,
      createdAt: c.createdAt,
      isRead: c.isRead,
    };
  }
}

export class WaitlistPageResponseDto {
  @ApiProperty({ type: [WaitlistEnquiryResponseDto] }) items!: WaitlistEnquiryResponseDto[];
  @ApiProperty({ description: 'Matching enquiries in all pages' }) total!: number;
  @ApiProperty({ description: 'Enquiries not yet contacted, whatever the filters (for the badge)' }) uncontactedCount!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class ContactPageResponseDto {
  @ApiProperty({ type: [ContactEnquiryResponseDto] }) items!: ContactEnquiryResponseDto[];
  @ApiProperty({ description: 'Matching messages in all pages' }) total!: number;
  @ApiProperty({ description: 'Unread messages, whatever the filters (for the badge)' }) unreadCount!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
