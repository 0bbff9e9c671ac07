import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountProfileService } from './account-profile.service';
import { CompanyEmployee } from './company-employee.entity';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { UsersModule } from '../users/users.module';
import { ClientListsModule } from '../client-lists/client-lists.module';
import { ActivityModule } from '../activity/activity.module';

@Module({
  imports: [UsersModule, BusinessesModule, ClientListsModule, ActivityModule, TypeOrmModule.forFeature([CompanyEmployee])],
  controllers: [EmployeesController],
  providers: [EmployeesService, AccountProfileService],
  exports: [EmployeesService, AccountProfileService],
})
export class EmployeesModule {}
