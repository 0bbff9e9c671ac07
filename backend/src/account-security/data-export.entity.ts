import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a user last started a data export: one an hour, claimed atomically so it holds on every instance. */
@Entity('data_exports')
export class DataExport {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  lastStartedAt!: number;
}
