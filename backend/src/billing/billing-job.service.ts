import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull, LessThan, LessThanOrEqual, Not } from 'typeorm';
import { BillingTransactions } from './billing-transactions';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Subscription } from './entities/subscription.entity';
import { addDays, addOneMonth, monthlyCentsOf, scheduledCentsOf, wholeSeconds } from './billing-rules';
import { BillingMail } from './billing-mail';
import { isUniqueViolation } from '../database/db-errors';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { Invoice } from './entities/invoice.entity';
import { InvoiceIssuer } from './invoice-issuer';
import { PaymentsService } from './payments.service';
import { openKeyOf } from './subscriptions.service';

/** Days before the renewal date the next period's invoice is issued, and after it an unpaid one expires the subscription. */
export const RENEWAL_NOTICE_DAYS = 7;
export const RENEWAL_GRACE_DAYS = 7;
const LEASE = 'billing-renewals';
/** Longer than a run can take; a crashed instance's lease lapses by itself. */
const LEASE_MS = 10 * 60_000;

export interface JobReport {
  renewalInvoices: number;
  expired: number;
  /** Downgrades that took effect (docs/billing.md, "Changing package"). */
  packageChanges: number;
}

/**
 * Renewals and expiry as real transitions, run by one instance at a time (a lease row in the
 * database) and idempotent (every step is a conditional update or guarded by a unique key), so a
 * crashed or repeated run changes nothing twice. `run(now)` takes the clock so tests can move it.
 */
@Injectable()
export class BillingJobService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BillingJobService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tx: BillingTransactions,
    private readonly issuer: InvoiceIssuer,
    private readonly payments: PaymentsService,
    private readonly mail: BillingMail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leases: SchedulerLeaseService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.billing.jobIntervalSeconds;
    if (seconds > 0) {
      this.timer = setInterval(() => {
        this.runWithLease(this.clock.now()).catch((err: unknown) =>
          this.logger.error('Billing job failed', err instanceof Error ? err.stack : String(err)),
        );
      }, seconds * 1000);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Runs the job if this instance gets the scheduler lease; null when another instance holds it. */
  async runWithLease(now: Date): Promise<JobReport | null> {
    if (!(await this.leases.tryAcquire(LEASE, LEASE_MS))) return null;
    try {
      return await this.run(now);
    } finally {
      await this.leases.release(LEASE);
    }
  }

  async run(nowInput: Date): Promise<JobReport> {
    const now = wholeSeconds(nowInput);
    const report: JobReport = { renewalInvoices: 0, expired: 0, packageChanges: 0 };
    const subs = this.dataSource.getRepository(Subscription);

    // 1. Renewal invoices, 7 days ahead, for subscriptions that will renew.
    const due = await subs.find({
      where: { status: 'active', autoRenew: true, renewalDate: LessThanOrEqual(addDays(now, RENEWAL_NOTICE_DAYS)) },
      relations: { service: true, scheduledService: true },
    });
    for (const sub of due) {
      if (!sub.renewalDate || !sub.service) continue;
      const periodStart = sub.renewalDate;
      // A change that takes effect with this period (a downgrade, or one agreed by letter) bills the new package already.
      const changeTo =
        sub.scheduledService && sub.scheduledChangeAt && sub.scheduledChangeAt.getTime() <= periodStart.getTime()
          ? sub.scheduledService
          : null;
      const billed = changeTo ?? sub.service;
      try {
        const issued = await this.tx.runForClient(sub.businessId, async (m) => {
          // The unique (subscriptionId, periodStart) makes a second run, or a second instance, a no-op.
          if (await m.getRepository(Invoice).exists({ where: { subscriptionId: sub.id, periodStart } })) return false;
          const inv = await this.issuer.issue(m, {
            businessId: sub.businessId,
            // The renewal is the subscriber's, as the first invoice was.
            userId: sub.userId,
            subscriptionId: sub.id,
            description: `${billed.title} package: monthly fee`,
            // The agreed price of the package's letter; a change, at the price its letter agreed, else its catalogue price.
            totalCents: changeTo ? scheduledCentsOf(sub) : monthlyCentsOf(sub),
            periodStart,
            periodEnd: addOneMonth(periodStart),
            issuedAt: now,
          });
          await m.getRepository(Invoice).update({ id: inv.id }, { renewalNoticeAt: now });
          await this.mail.renewalSoon(m, inv, billed.title);
          return true;
        });
        if (issued) report.renewalInvoices++;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }

    // 2. Canceled subscriptions whose paid period is over, and active ones left unrenewed.
    const ending = await subs.find({
      where: [
        { status: 'canceled', endDate: LessThanOrEqual(now) },
        { status: 'active', autoRenew: false, renewalDate: LessThanOrEqual(now) },
        // Renewing, but the renewal invoice is still unpaid a week after the renewal date.
        { status: 'active', autoRenew: true, renewalDate: LessThan(addDays(now, -RENEWAL_GRACE_DAYS)) },
      ],
    });
    for (const sub of ending) {
      const expired = await this.tx.runForClient(sub.businessId, async (m) => {
        if (sub.status === 'active' && sub.autoRenew) {
          const paid = await m
            .getRepository(Invoice)
            .exists({ where: { subscriptionId: sub.id, periodStart: sub.renewalDate!, status: 'paid' } });
          if (paid) return false;
        }
        const r = await m.getRepository(Subscription).update(
          { id: sub.id, status: sub.status, renewalDate: sub.renewalDate ?? IsNull() },
          {
            status: 'expired',
            openKey: null,
            mainKey: null,
            scheduledServiceId: null,
            scheduledChangeAt: null,
            scheduledMonthlyPriceCents: null,
            endDate: sub.endDate ?? sub.renewalDate ?? now,
            autoRenew: false,
          },
        );
        if (!r.affected) return false;
        // Whatever was still owed for a period that will not be provided is void.
        const open = await m
          .getRepository(Invoice)
          .find({ where: { subscriptionId: sub.id, status: 'issued', periodStart: Not(IsNull()) } });
        for (const inv of open.filter((i) => i.periodStart.getTime() >= (sub.endDate ?? sub.renewalDate ?? now).getTime())) {
          await m.getRepository(Invoice).update({ id: inv.id, status: 'issued' }, { status: 'void', voidedAt: now });
          await this.payments.closePendingPayment(m, inv.id, 'failed');
        }
        await this.mail.subscriptionExpired(m, sub.businessId, sub.id);
        return true;
      });
      if (expired) report.expired++;
    }

    // 3. Changes whose period has come: the subscription now holds the package it was moved to.
    const changing = await subs.find({ where: { status: 'active', scheduledChangeAt: LessThanOrEqual(now) } });
    for (const sub of changing) {
      if (sub.scheduledServiceId === null) continue;
      const to = sub.scheduledServiceId;
      const changed = await this.tx.runForClient(sub.businessId, async (m) => {
        const r = await m.getRepository(Subscription).update(
          { id: sub.id, status: 'active', serviceId: sub.serviceId, scheduledServiceId: to },
          // The price the change's letter agreed, else the new package's catalogue price: an earlier
          // agreed price was for the package its letter named.
          {
            serviceId: to,
            openKey: openKeyOf(sub.businessId, to),
            scheduledServiceId: null,
            scheduledChangeAt: null,
            monthlyPriceCents: sub.scheduledMonthlyPriceCents,
            scheduledMonthlyPriceCents: null,
          },
        );
        return Boolean(r.affected);
      });
      if (changed) report.packageChanges++;
    }
    return report;
  }
}
