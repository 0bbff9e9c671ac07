import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { BusinessesService } from '../../businesses/businesses.service';
import type { AuditContext } from '../../common/audit/audit-context';
import { ConflictError } from '../../common/errors/domain-error';
import { runWriteTransaction } from '../../database/write-transaction';
import type { User } from '../../users/user.entity';
import { EnquiriesInboxService } from '../../waitlist/enquiries-inbox.service';
import { InvitationsService } from '../invitations.service';
import type { OnboardedClientDto } from './onboarding.dto';

export const ENQUIRY_ALREADY_CLIENT = 'This enquiry has already become a client';

/**
 * The firm's staff onboard a client without anyone registering by hand (docs/client-businesses.md,
 * "Onboarding"): the business is created with no member, and its first owner is invited by mail;
 * accepting (or registering from the link) makes them its owner. An enquiry from the public site
 * can be turned into such an invitation, and keeps a link to the business it became.
 */
@Injectable()
export class OnboardingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesService,
    private readonly invitations: InvitationsService,
    private readonly enquiries: EnquiriesInboxService,
    private readonly activity: ActivityService,
  ) {}

  async onboard(
    staff: User,
    input: { businessName: string; ownerEmail: string; ownerFirstName: string | null; ownerLastName: string | null },
    audit: AuditContext,
    enquiryId?: number,
  ): Promise<OnboardedClientDto> {
    const email = input.ownerEmail.trim().toLowerCase();
    const { business, invitation } = await runWriteTransaction(this.dataSource, async (m) => {
      const created = await this.businesses.createIn(m, input.businessName);
      if (enquiryId !== undefined && !(await this.enquiries.linkToBusinessIn(m, enquiryId, created.id))) {
        throw new ConflictError('enquiry.already_client', ENQUIRY_ALREADY_CLIENT);
      }
      const sent = await this.invitations.issueIn(m, created, email, 'owner', null, {
        firstName: input.ownerFirstName,
        lastName: input.ownerLastName,
      });
      return { business: created, invitation: sent };
    });
    await this.activity.record(audit, 'staff.client.onboarded', {
      businessId: business.id,
      business: business.name,
      ownerEmail: email,
      ...(enquiryId !== undefined ? { enquiryId } : {}),
    });
    return { businessId: business.id, businessName: business.name, invitation: this.invitations.describe(invitation, null) };
  }

  /** Turns a sign-up enquiry into a client: a business in its (or the given) name, its sender invited as owner. */
  async inviteEnquiry(staff: User, enquiryId: number, businessName: string | undefined, audit: AuditContext): Promise<OnboardedClientDto> {
    const enquiry = await this.enquiries.waitlistEnquiry(enquiryId);
    if (enquiry.businessId !== null) throw new ConflictError('enquiry.already_client', ENQUIRY_ALREADY_CLIENT);
    const [firstName, ...rest] = enquiry.name.trim().split(/\s+/);
    return this.onboard(
      staff,
      {
        businessName: businessName ?? (enquiry.business?.trim() || enquiry.name.trim()),
        ownerEmail: enquiry.email,
        ownerFirstName: firstName || null,
        ownerLastName: rest.join(' ') || null,
      },
      audit,
      enquiryId,
    );
  }
}
