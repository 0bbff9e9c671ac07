import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountActivityService } from './account-activity.service';
import { AccountNoticesService } from './account-notices.service';
import { DeviceSessionsController } from './device-sessions.controller';
import { DeviceSessionsService } from './device-sessions.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationToken } from './email-verification-token.entity';
import { KnownDevice } from './known-device.entity';
import { NewDeviceService } from './new-device.service';
import { Passkey } from './passkey.entity';
import { PasskeyRemovalController, PasskeysController } from './passkeys.controller';
import { PasskeysService } from './passkeys.service';
import { RecoveryCode } from './recovery-code.entity';
import { SecurityNoticesService } from './security-notices.service';
import { SignInStepsService } from './sign-in-steps.service';
import { StaffTwoFactorGuard } from './staff-two-factor.guard';
import { StaffTwoFactorResetController } from './staff-two-factor-reset.controller';
import { TotpClock } from './totp-clock';
import { TwoFactorController } from './two-factor.controller';
import { UserTwoFactor } from './two-factor.entity';
import { TwoFactorService } from './two-factor.service';
import { UsersModule } from '../users/users.module';
import { SessionModule } from '../session/session.module';
import { ActivityModule } from '../activity/activity.module';

/**
 * Two-factor sign-in, passkeys, signed-in devices, email confirmation and the security notices
 * about an account (docs/account-security.md). A plain module: auth (the sign-in routes) and
 * account import it; it imports no module above it.
 */
@Module({
  imports: [
    UsersModule,
    SessionModule,
    ActivityModule,
    TypeOrmModule.forFeature([UserTwoFactor, RecoveryCode, Passkey, EmailVerificationToken, KnownDevice]),
  ],
  controllers: [
    TwoFactorController,
    DeviceSessionsController,
    StaffTwoFactorResetController,
    PasskeysController,
    PasskeyRemovalController,
    EmailVerificationController,
  ],
  providers: [
    TotpClock,
    TwoFactorService,
    PasskeysService,
    DeviceSessionsService,
    SignInStepsService,
    SecurityNoticesService,
    AccountActivityService,
    AccountNoticesService,
    NewDeviceService,
    { provide: APP_GUARD, useClass: StaffTwoFactorGuard },
  ],
  exports: [
    SignInStepsService,
    DeviceSessionsService,
    TwoFactorService,
    PasskeysService,
    SecurityNoticesService,
    AccountActivityService,
    AccountNoticesService,
    NewDeviceService,
  ],
})
export class AccountSecurityModule {}
