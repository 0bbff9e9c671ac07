import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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
}
