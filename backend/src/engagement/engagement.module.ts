import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { ActivityModule } from '../activity/activity.module';
import { BillingModule } from '../billing/billing.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EngagementFileReferences } from './engagement-file-references';
import { EngagementLetter } from './engagement-letter.entity';
import { EngagementLettersController, PurchaseController } from './engagement-letters.controller';
import { EngagementLettersService } from './engagement-letters.service';
import { EngagementReminderJob } from './engagement-reminders.job';
import { LetterVerificationController } from './letter-verification.controller';
import { StaffEngagementController } from './staff-engagement.controller';

/**
 * Engagement letters (docs/engagement-letters.md): sent with a purchase or a proposal, signed by an
 * owner, countersigned by the firm, verified by hash. Buying a package starts here and calls billing
 * to open the subscription and issue the first invoice; billing knows nothing of letters.
 */
@Module({
  imports: [AccessModule, ActivityModule, BillingModule, BusinessesModule, CatalogueModule, TypeOrmModule.forFeature([EngagementLetter])],
  controllers: [LetterVerificationController, EngagementLettersController, PurchaseController, StaffEngagementController],
  providers: [EngagementLettersService, EngagementReminderJob, EngagementFileReferences],
  exports: [EngagementLettersService],
})
export class EngagementModule {}
