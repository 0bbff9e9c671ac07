import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactSubmission } from './contact-submission.entity';
import { EnquiriesInboxService } from './enquiries-inbox.service';
import { EnquiryChallengeService } from './enquiry-challenge.service';
import { EnquiryNoticesService } from './mail/enquiry-notices.service';
import { StaffEnquiriesController } from './staff/staff-enquiries.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';
import { WaitlistSubmission } from './waitlist-submission.entity';
import { ActivityModule } from '../activity/activity.module';

/** The public enquiry forms and the staff inbox that works them (docs/enquiries.md). */
@Module({
  imports: [ActivityModule, TypeOrmModule.forFeature([WaitlistSubmission, ContactSubmission])],
  controllers: [WaitlistController, StaffEnquiriesController],
  providers: [WaitlistService, EnquiriesInboxService, EnquiryChallengeService, EnquiryNoticesService],
  exports: [EnquiriesInboxService],
})
export class WaitlistModule {}
