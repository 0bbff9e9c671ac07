import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../notifications/tokens';

/** A password reset link: only the SHA-256 of its token is kept, so a database leak reveals no usable link. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  /** Milliseconds since the epoch. */
  @Column({ type: 'bigint', transformer: epochMs }) expiresAt!: number;
  @Column({ type: 'datetime', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}
