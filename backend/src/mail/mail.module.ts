import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailDeliveryWorker } from './mail-delivery.worker';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxMessage } from './outbox-message.entity';
import { SchedulerLease } from '../common/scheduling/scheduler-lease.entity';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { OutboxAdminService } from './outbox-admin.service';
import { StaffOutboxController } from './staff-outbox.controller';
import { ActivityModule } from '../activity/activity.module';

/**
 * Mail for every module: inject MailService and call `queue` inside your transaction (docs/mail.md),
 * plus the admins' outbox screen. Global because the outbox is infrastructure that nearly every domain
 * (and the identity layer's notices) writes to; importing it everywhere would add nothing but lines,
 * and it depends on no domain, so being global creates no cycle.
 */
@Global()
@Module({
  imports: [ActivityModule, TypeOrmModule.forFeature([OutboxMessage, SchedulerLease])],
  controllers: [StaffOutboxController],
  providers: [
    Clock,
    MailService,
    SchedulerLeaseService,
    MailDeliveryWorker,
    OutboxAdminService,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config.mail) },
  ],
  exports: [MailService, Clock, SchedulerLeaseService, MailDeliveryWorker],
})
export class MailModule {}
