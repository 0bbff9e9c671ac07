import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { ClientAssignment } from '../staff/client-assignment.entity';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/** The client overview's own data: the assigned accountant and the statutory deadlines. */
@Module({
  imports: [TypeOrmModule.forFeature([ClientAssignment, CompanyEmployee])],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
