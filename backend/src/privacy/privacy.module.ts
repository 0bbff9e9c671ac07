import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { BillingModule } from '../billing/billing.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { MessagesModule } from '../messages/messages.module';
import { AccountDataController } from './account-data.controller';
import { BusinessDataController } from './business-data.controller';
import { BusinessesModule } from '../businesses/businesses.module';
import { DataExport } from './data-export.entity';
import { DataExportService } from './data-export.service';
import { DataExportWorker } from './data-export.worker';
import { UsersModule } from '../users/users.module';
import { ComplianceModule } from '../compliance/compliance.module';
import { ActivityModule } from '../activity/activity.module';

/**
 * POPIA "Download my data" (docs/account-security.md): a copy of what every domain holds about
 * an account, so it sits above them all and no domain imports it.
 */
@Module({
  imports: [
    UsersModule,
    ComplianceModule,
    ActivityModule,
    TypeOrmModule.forFeature([DataExport]),
    AccountModule,
    AccountSecurityModule,
    EmployeesModule,
    BillingModule,
    DocumentsModule,
    MessagesModule,
    BusinessesModule,
  ],
  controllers: [AccountDataController, BusinessDataController],
  providers: [DataExportService, DataExportWorker],
})
export class PrivacyModule {}
