import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactSubmission } from './contact-submission.entity';
import { EnquiriesInboxService } from './enquiries-inbox.service';
import { EnquiryChallengeService } from './enquiry-challenge.service';
import { WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';
import { WaitlistSubmission } from './waitlist-submission.entity';

@Module({
  imports: [NotificationsModule, TypeOrmModule.forFeature([WaitlistSubmission, ContactSubmission])],
  controllers: [WaitlistController],
  providers: [WaitlistService, EnquiriesInboxService, EnquiryChallengeService],
  exports: [EnquiriesInboxService],
})
export class WaitlistModule {}
