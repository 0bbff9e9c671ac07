import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordService } from '../users/password.service';
import { User } from '../users/user.entity';
import { AccountNoticesService } from './account-notices.service';
import { NewDeviceService } from './new-device.service';
import { NOTIFICATION_ENTITIES } from './notification-entities';
import { NotificationPreferencesService } from './notification-preferences.service';
import { EmailVerificationController, NotificationPreferencesController, PasswordResetController } from './notifications.controller';
import { PasswordResetService } from './password-reset.service';

/**
 * The mails the portal owes its users (docs/mail.md): password reset, email confirmation,
 * security notices, request and review notices, enquiries, staff upload notices, and the
 * schedule that sends reminders and digests. Global so the domains call it inside their own
 * transactions without importing this module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, ...NOTIFICATION_ENTITIES])],
  controllers: [PasswordResetController, EmailVerificationController, NotificationPreferencesController],
  providers: [
    // Its own instance (it is stateless apart from a cached dummy hash), so this module need not import AuthModule.
    PasswordService,
    AccountNoticesService,
    PasswordResetService,
    NewDeviceService,
    NotificationPreferencesService,
  ],
  exports: [AccountNoticesService, NewDeviceService, NotificationPreferencesService],
})
export class NotificationsModule {}
