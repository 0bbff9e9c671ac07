import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { BillingModule } from '../billing/billing.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/**
 * The client overview's own data: the assigned accountant, the invoices still to pay (billing's
 * service) and whether two-factor sign-in is on (account-security's rule). The deadlines card reads
 * the tax calendar (compliance/).
 */
@Module({
  imports: [AccessModule, BillingModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
