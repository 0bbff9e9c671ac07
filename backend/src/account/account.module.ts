import { BusinessesModule } from '../businesses/businesses.module';
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { DocumentsModule } from '../documents/documents.module';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { EmployeesModule } from '../employees/employees.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersModule } from '../users/users.module';
import { SessionModule } from '../session/session.module';
import { ActivityModule } from '../activity/activity.module';
import { AccessModule } from '../access/access.module';

@Module({
  imports: [
    UsersModule,
    BusinessesModule,
    AccessModule,
    SessionModule,
    ActivityModule,
    AccountSecurityModule,
    EmployeesModule,
    BillingModule,
    DocumentsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService],
  exports: [AccountService],
})
export class AccountModule {}
