import { Column, Entity, PrimaryColumn } from 'typeorm';

const epochMs = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/** One row per scheduled job: whichever instance holds the lease runs the job (scheduler-lease.service.ts). */
@Entity('scheduler_leases')
export class SchedulerLease {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  holder!: string | null;

  /** Milliseconds since the epoch. */
  @Column({ type: 'bigint', default: 0, transformer: epochMs })
  leaseUntil!: number;

  @Column({ type: 'datetime', nullable: true })
  lastRunAt!: Date | null;
}
