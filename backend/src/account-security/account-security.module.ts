import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { ActivityLog } from '../activity/activity-log.entity';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { Document } from '../documents/document.entity';
import { MessagesModule } from '../messages/messages.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmployeesModule } from '../employees/employees.module';
import { SessionRecord } from '../session/session-record.entity';
import { UsersModule } from '../users/users.module';
import { AccountActivityService } from './account-activity.service';
import { AccountDataController } from './account-data.controller';
import { DataExport } from './data-export.entity';
import { DataExportService } from './data-export.service';
import { DataExportWorker } from './data-export.worker';
import { DeviceSessionsController } from './device-sessions.controller';
import { DeviceSessionsService } from './device-sessions.service';
import { Passkey } from './passkey.entity';
import { PasskeyRemovalController, PasskeysController } from './passkeys.controller';
import { PasskeysService } from './passkeys.service';
import { RecoveryCode } from './recovery-code.entity';
import { SecurityNoticesService } from './security-notices.service';
import { SignInStepsController } from './sign-in-steps.controller';
import { SignInStepsService } from './sign-in-steps.service';
import { StaffTwoFactorGuard } from './staff-two-factor.guard';
import { StaffTwoFactorResetController } from './staff-two-factor-reset.controller';
import { TotpClock } from './totp-clock';
import { TwoFactorController } from './two-factor.controller';
import { UserTwoFactor } from './two-factor.entity';
import { TwoFactorService } from './two-factor.service';

/** Two-factor sign-in, passkeys, signed-in devices (docs/account-security.md). Global: the sign-in route in auth calls into it. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([UserTwoFactor, RecoveryCode, Passkey, SessionRecord, DataExport, ActivityLog, Document]),
    AuthModule,
    UsersModule,
    AccountModule,
    EmployeesModule,
    BillingModule,
    DocumentsModule,
    MessagesModule,
  ],
  controllers: [
    TwoFactorController,
    SignInStepsController,
    DeviceSessionsController,
    StaffTwoFactorResetController,
    PasskeysController,
    PasskeyRemovalController,
    AccountDataController,
  ],
  providers: [
    TotpClock,
    TwoFactorService,
    PasskeysService,
    DeviceSessionsService,
    SignInStepsService,
    SecurityNoticesService,
    AccountActivityService,
    DataExportService,
    DataExportWorker,
    { provide: APP_GUARD, useClass: StaffTwoFactorGuard },
  ],
  exports: [SignInStepsService, DeviceSessionsService, TwoFactorService, AccountActivityService],
})
export class AccountSecurityModule {}
