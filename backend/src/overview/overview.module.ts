import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { ClientAssignment } from '../access/client-assignment.entity';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/**
 * The client overview's own data: the assigned accountant, the statutory deadlines, the invoices
 * still to pay (billing's service) and whether two-factor sign-in is on (account-security's rule).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ClientAssignment, CompanyEmployee]), BillingModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
