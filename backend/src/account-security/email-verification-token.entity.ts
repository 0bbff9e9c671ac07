import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../notifications/tokens';

/** A link that confirms `email` belongs to the user (at registration, or a new address). */
@Entity('email_verification_tokens')
export class EmailVerificationToken {
  @PrimaryGeneratedColumn() id!: number;
  @Index() @Column({ type: 'int' }) userId!: number;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  @Column({ type: 'bigint', transformer: epochMs }) expiresAt!: number;
  @Column({ type: 'datetime', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'datetime' }) createdAt!: Date;
}
