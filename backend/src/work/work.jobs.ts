import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addBusinessDays, isBusinessDay } from '../common/calendar/firm-calendar';
import { RepeatingJob } from '../common/scheduling/repeating-job';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUniqueViolation } from '../database/db-errors';
import { runWriteTransaction } from '../database/write-transaction';
import { MailService } from '../mail/mail.service';
import { greetingName } from '../users/display-name';
import { StaffAccountsService } from '../users/staff-accounts.service';
import { isLocked, staffRoleOf } from '../users/staff-roles';
import { Job, WorkDigestSend, WorkDigestSetting } from './job.entity';
import { workDigestMail, type WorkDigestLine } from './mail/work-digest.mails';
import { OPEN_STAGES } from './rules/job-rules';
import { toDay, WorkPlanner, type PlanReport } from './work-planner.service';

/** The digest goes out from this hour, Johannesburg time, like the other scheduled mail. */
export const WORK_DIGEST_HOUR = 8;
/** Business days ahead the digest counts as "due soon". */
export const DIGEST_BUSINESS_DAYS = 3;
const DIGEST_EVERY_MS = 60_000;
const PLAN_LEASE = 'work-plan';
const DIGEST_LEASE = 'work-digest';
const LEASE_MS = 10 * 60_000;

/**
 * The work module's scheduled jobs (docs/work.md): the planner's pass every
 * WORK_PLAN_INTERVAL_SECONDS on the instance holding the `work-plan` lease, and the daily digest
 * from 08:00 on business days, once a day (the `work-digest` lease) and once per person (a row per
 * person and day, written with the mail).
 */
@Injectable()
export class WorkJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkJobs.name);
  private readonly planTimer = new RepeatingJob('Work planning', this.logger);
  private readonly digestTimer = new RepeatingJob('Work digest', this.logger);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly planner: WorkPlanner,
    private readonly leases: SchedulerLeaseService,
    private readonly mail: MailService,
    private readonly staffAccounts: StaffAccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.planTimer.start(this.config.work.planIntervalMs, () => this.plan());
    if (this.config.mail.worker) this.digestTimer.start(DIGEST_EVERY_MS, () => this.sendDigests());
  }

  onApplicationShutdown(): void {
    this.planTimer.stop();
    this.digestTimer.stop();
  }

  /** One planning pass if this instance wins the lease; null when another instance is planning. */
  async plan(): Promise<PlanReport | null> {
    let report: PlanReport | null = null;
    await this.leases.runExclusive(PLAN_LEASE, LEASE_MS, async () => {
      report = await this.planner.planAll();
    });
    return report;
  }

  /** The day's digests; returns how many were queued (0 before 08:00, on a weekend or holiday, or once done today). */
  async sendDigests(): Promise<number> {
    return (
      (await this.leases.runOncePerDay(DIGEST_LEASE, { fromHour: WORK_DIGEST_HOUR, ttlMs: LEASE_MS }, (today) => this.digest(today))) ?? 0
    );
  }

  private async digest(today: string): Promise<number> {
    if (!isBusinessDay(today)) return 0;
    const until = addBusinessDays(today, DIGEST_BUSINESS_DAYS);
    const chosen = await this.dataSource.getRepository(WorkDigestSetting).find({ where: { enabled: true }, select: { staffId: true } });
    let sent = 0;
    for (const { staffId } of chosen) {
      const staff = await this.staffAccounts.findMember(staffId);
      if (!staff || isLocked(staff) || staffRoleOf(staff) === null) continue;
      const jobs = await this.dataSource
        .getRepository(Job)
        .createQueryBuilder('j')
        .innerJoin('j.business', 'b')
        .addSelect(['b.id', 'b.name'])
        .where('j.assigneeId = :staffId', { staffId })
        .andWhere('j.stage IN (:...open)', { open: [...OPEN_STAGES] })
        .andWhere('j.dueDate <= :until', { until })
        .orderBy('j.dueDate', 'ASC')
        .addOrderBy('j.id', 'ASC')
        .getMany();
      if (jobs.length === 0) continue;
      const line = (j: Job): WorkDigestLine => ({ jobId: j.id, title: j.title, client: j.business?.name ?? '', dueDate: toDay(j.dueDate) });
      const overdue = jobs.filter((j) => toDay(j.dueDate) < today).map(line);
      const dueSoon = jobs.filter((j) => toDay(j.dueDate) >= today).map(line);
      const queued = await runWriteTransaction(this.dataSource, async (m) => {
        if (await m.exists(WorkDigestSend, { where: { staffId, sentOn: today } })) return false;
        // Recorded before it is queued, in the same transaction: a racing second insert fails on the unique key.
        await m.insert(WorkDigestSend, { staffId, sentOn: today });
        await this.mail.queue(
          m,
          workDigestMail,
          staff.email,
          { staffName: greetingName(staff), day: today, until, overdue, dueSoon },
          { userId: staff.id },
        );
        return true;
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) return false;
        throw err;
      });
      if (queued) sent += 1;
    }
    return sent;
  }
}
