import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A browser + network a user signed in from; a sign-in from one not seen for 90 days is reported to them. */
@Entity('known_devices')
@Index(['userId', 'browser', 'os', 'network'], { unique: true })
export class KnownDevice {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 60 }) browser!: string;
  @Column({ type: 'varchar', length: 60 }) os!: string;
  /** IPv4 /24 or IPv6 /64: the network, not the exact address, which changes too often to mean a new place. */
  @Column({ type: 'varchar', length: 64 }) network!: string;
  @Column({ type: 'datetime' }) lastSeenAt!: Date;
}
