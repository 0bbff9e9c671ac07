import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { BillingModule } from '../billing/billing.module';
import { EmployeesModule } from '../employees/employees.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/**
 * The client overview's own data: the assigned accountant, the statutory deadlines, the invoices
 * still to pay (billing's service) and whether two-factor sign-in is on (account-security's rule).
 */
@Module({
  imports: [AccessModule, BusinessesModule, EmployeesModule, BillingModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
