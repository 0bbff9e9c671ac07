import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { firmDateOf, firmHourOf, firmToday } from '../calendar/firm-calendar';
import { Clock } from '../clock/clock';
import { SchedulerLease } from './scheduler-lease.entity';

/**
 * Runs scheduled work (reminders, digests, pruning) on one app instance at a time: a job runs
 * only on the instance that wins its row in `scheduler_leases`. The lease expires by itself, so a
 * crashed instance cannot block the job for longer than its ttl.
 */
@Injectable()
export class SchedulerLeaseService {
  /** Identifies this process among the instances sharing the database. */
  readonly instanceId = `${hostname().slice(0, 40)}-${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    @InjectRepository(SchedulerLease) private readonly leases: Repository<SchedulerLease>,
    private readonly clock: Clock,
  ) {}

  /** Takes the lease named `name` for `ttlMs` if nobody else holds it; true when this instance now holds it. */
  async tryAcquire(name: string, ttlMs: number): Promise<boolean> {
    const now = this.clock.nowMs();
    await this.leases
      .createQueryBuilder()
      .insert()
      .into(SchedulerLease)
      .values({ name, holder: null, leaseUntil: 0, lastRunAt: null })
      .orIgnore()
      .execute();
    const result = await this.leases
      .createQueryBuilder()
      .update(SchedulerLease)
      .set({ holder: this.instanceId, leaseUntil: now + ttlMs })
      .where('name = :name AND (leaseUntil < :now OR holder = :me)', { name, now, me: this.instanceId })
      .execute();
    return result.affected === 1;
  }

  async release(name: string): Promise<void> {
    await this.leases
      .createQueryBuilder()
      .update(SchedulerLease)
      .set({ leaseUntil: 0, lastRunAt: this.clock.now() })
      .where('name = :name AND holder = :me', { name, me: this.instanceId })
      .execute();
  }

  /** Runs `job` if this instance wins the lease; false when another instance holds it. */
  async runExclusive(name: string, ttlMs: number, job: () => Promise<void>): Promise<boolean> {
    if (!(await this.tryAcquire(name, ttlMs))) return false;
    try {
      await job();
    } finally {
      await this.release(name);
    }
    return true;
  }

  /**
   * Once-a-day work: from `fromHour` Johannesburg time, on the instance that wins the lease `name`,
   * and only while no pass has finished on the firm's today (the lease's `lastRunAt`). A pass that
   * fails keeps the lease until it expires (`ttlMs`) and the next run after that tries again.
   * Returns the work's result, or null when it did not run.
   */
  async runOncePerDay<T>(name: string, opts: { fromHour: number; ttlMs: number }, work: (today: string) => Promise<T>): Promise<T | null> {
    const now = this.clock.now();
    if (firmHourOf(now) < opts.fromHour) return null;
    const today = firmToday(now);
    if (await this.ranOn(name, today)) return null;
    if (!(await this.tryAcquire(name, opts.ttlMs))) return null;
    // Another instance may have finished the day's pass between the check and the lease.
    if (await this.ranOn(name, today)) {
      await this.release(name);
      return null;
    }
    const result = await work(today);
    await this.release(name);
    return result;
  }

  /** Whether a pass of the job `name` finished on the firm's date `today`. */
  private async ranOn(name: string, today: string): Promise<boolean> {
    const lease = await this.leases.findOne({ where: { name } });
    return !!lease?.lastRunAt && firmDateOf(lease.lastRunAt) === today;
  }
}
