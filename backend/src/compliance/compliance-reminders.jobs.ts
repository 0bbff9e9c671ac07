import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { BusinessesService } from '../businesses/businesses.service';
import { ClientBusiness } from '../businesses/client-business.entity';
import { addDays } from '../common/calendar/firm-calendar';
import { Clock } from '../common/clock/clock';
import { RepeatingJob } from '../common/scheduling/repeating-job';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { runWriteTransaction } from '../database/write-transaction';
import { MailService } from '../mail/mail.service';
import { NotificationPreferencesService } from '../notifications/notification-preferences.service';
import { greetingName } from '../users/display-name';
import { ComplianceObligation } from './compliance-obligation.entity';
import { ComplianceReminder, type ComplianceReminderKind } from './compliance-reminder.entity';
import { ComplianceService } from './compliance.service';
import { complianceReminderMail } from './mail/compliance-reminder.mails';
import { OBLIGATION_DESCRIPTIONS, STATUS_LABELS } from './obligation-descriptions';
import { SETTLED_STATUSES } from './obligation-status';
import { REMINDER_AUDIENCE } from './reminder-audience';

/** Reminders go out from this hour, Johannesburg time, like the other scheduled mail. */
export const COMPLIANCE_SEND_HOUR = 8;
const EVERY_MS = 60_000;
/** Businesses whose rules are applied per statement. */
const BUSINESS_BATCH = 100;
const LEASE = 'compliance-reminders';
const LEASE_MS = 10 * 60_000;

/** Days before the due date → the reminder sent that day. */
const KIND_BY_DAYS_LEFT: ReadonlyMap<number, ComplianceReminderKind> = new Map([
  [7, '7d'],
  [1, '1d'],
  [0, 'due'],
]);

/**
 * Tax calendar reminders (docs/compliance.md, "Reminders"): from 08:00 Johannesburg time, on one
 * instance at a time (scheduler lease), to the people each obligation concerns
 * (reminder-audience.ts) who have not turned them off. Each reminder's row is written in the same
 * transaction as its mail and is unique per obligation, person and kind, so a restart, a second
 * run the same day or a second instance never sends one twice.
 */
@Injectable()
export class ComplianceReminderJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly timer = new RepeatingJob('Compliance reminders', new Logger(ComplianceReminderJobs.name));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly compliance: ComplianceService,
    private readonly businesses: BusinessesService,
    private readonly mail: MailService,
    private readonly preferences: NotificationPreferencesService,
    private readonly leases: SchedulerLeaseService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.worker) this.timer.start(EVERY_MS, () => this.sendReminders());
  }

  onApplicationShutdown(): void {
    this.timer.stop();
  }

  /** Where a reader turns the reminders off; also the List-Unsubscribe target. */
  private get preferencesUrl(): string {
    return `${this.mail.context.link('/dashboard/settings')}#notifications`;
  }

  /**
   * Queues the reminders due today (Johannesburg); returns how many mails were queued. One pass a
   * day: after a pass has finished, the rest of the day's runs stop at the lease's lastRunAt. A
   * pass that fails keeps the lease until it expires, and the next run after that tries again.
   */
  async sendReminders(): Promise<number> {
    return (
      (await this.leases.runOncePerDay(LEASE, { fromHour: COMPLIANCE_SEND_HOUR, ttlMs: LEASE_MS }, (today) => this.remind(today))) ?? 0
    );
  }

  private async remind(today: string): Promise<number> {
    let sent = 0;
    const window = { from: today, to: addDays(today, 7) };
    // The rows must exist before they can be reminded of: apply the rules to every business first.
    const ids = (
      await this.dataSource.getRepository(ClientBusiness).createQueryBuilder('b').select('b.id', 'id').orderBy('b.id').getRawMany<{
        id: number | string;
      }>()
    ).map((r) => Number(r.id));
    for (let i = 0; i < ids.length; i += BUSINESS_BATCH) await this.compliance.applyRules(ids.slice(i, i + BUSINESS_BATCH), window);

    const due = await this.dataSource
      .getRepository(ComplianceObligation)
      .createQueryBuilder('o')
      .innerJoinAndSelect('o.business', 'b')
      .where('o.dueDate IN (:...days)', { days: [...KIND_BY_DAYS_LEFT.keys()].map((n) => addDays(today, n)) })
      .andWhere('o.status NOT IN (:...settled)', { settled: [...SETTLED_STATUSES] })
      .orderBy('o.dueDate', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    for (const obligation of due) {
      const kind = KIND_BY_DAYS_LEFT.get(daysBetween(today, obligation.dueDate));
      if (!kind) continue;
      for (const person of await this.businesses.membersWithRole(obligation.businessId, REMINDER_AUDIENCE[obligation.type])) {
        if (!(await this.preferences.get(person.id)).complianceReminders) continue;
        const queued = await runWriteTransaction(this.dataSource, async (m) => {
          const key = { obligationId: obligation.id, userId: person.id, kind };
          if (await m.exists(ComplianceReminder, { where: key })) return false;
          // Recorded before it is queued, in the same transaction: a racing second insert fails on the unique key.
          await m.insert(ComplianceReminder, { ...key, sentOn: today });
          await this.mail.queue(
            m,
            complianceReminderMail,
            person.email,
            {
              name: greetingName(person),
              businessName: obligation.business?.name ?? '',
              label: obligation.label,
              description: OBLIGATION_DESCRIPTIONS[obligation.type],
              periodStart: obligation.periodStart,
              periodEnd: obligation.periodEnd,
              dueDate: obligation.dueDate,
              status: STATUS_LABELS[obligation.status],
              kind,
              preferencesUrl: this.preferencesUrl,
            },
            { userId: person.id, headers: { 'List-Unsubscribe': `<${this.preferencesUrl}>` } },
          );
          return true;
        }).catch((err: unknown) => {
          if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message)) return false;
          throw err;
        });
        if (queued) sent += 1;
      }
    }
    return sent;
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
