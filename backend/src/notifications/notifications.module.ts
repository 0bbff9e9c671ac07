import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOTIFICATION_ENTITIES } from './notification-entities';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationPreferencesController } from './notifications.controller';
import { ActivityModule } from '../activity/activity.module';

/**
 * The mails the portal owes its users (docs/mail.md): notification preferences, request and
 * review notices, enquiries, staff upload notices, and the schedule that sends reminders and
 * digests. Account and security mails live with account-security and auth. A plain module:
 * the domains that send through it import it.
 */
@Module({
  imports: [ActivityModule, TypeOrmModule.forFeature([...NOTIFICATION_ENTITIES])],
  controllers: [NotificationPreferencesController],
  providers: [NotificationPreferencesService],
  exports: [NotificationPreferencesService],
})
export class NotificationsModule {}
