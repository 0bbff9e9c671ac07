import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One session (session-middleware.ts); kept in the database so any app instance can serve any user. */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id!: string;

  /** Milliseconds since the epoch; the session is dead after this. */
  @Index()
  @Column({
    type: 'bigint',
    transformer: {
      to: (v: number) => v,
      from: (v: string | number) => Number(v),
    },
  })
  expiresAt!: number;

  /** Signed-in user, so a password change can end that user's other sessions. */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** The client business the person acts for, so the session's statement can join their membership. */
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @Column({ type: 'text' })
  data!: string;

  /** Milliseconds since the epoch of the last request, to within a minute (the signed-in devices list). */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) },
  })
  lastActiveAt!: number | null;
}
