import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's authenticator-app (TOTP) set-up. One row per user, created at set-up; the secret is
 * stored encrypted (see secret-box.ts) so a copy of the database alone cannot mint codes.
 */
@Entity('user_two_factor')
export class UserTwoFactor {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  /** The confirmed secret (encrypted), or null while 2FA is off. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  totpSecret!: string | null;

  /** A secret offered by set-up and not yet confirmed with a code (encrypted). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingSecret!: string | null;

  @Column({ type: 'datetime', nullable: true })
  enabledAt!: Date | null;

  /** The RFC 6238 time step of the last accepted code: a code of that step or earlier is refused (no reuse). */
  @Column({ type: 'int', nullable: true })
  lastTimeStep!: number | null;
}
