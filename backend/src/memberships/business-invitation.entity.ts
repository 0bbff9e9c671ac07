import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CLIENT_ROLES, type ClientRole } from '../businesses/business-roles';
import { ClientBusiness } from '../businesses/client-business.entity';
import { epochMs } from '../notifications/tokens';

/**
 * An invitation to act for a client business with a role (docs/client-businesses.md,
 * "Invitations"). The link carries a 256-bit token; only its SHA-256 is stored. It works once,
 * until `expiresAt`, and not after it is revoked or replaced by a newer invitation to the same address.
 */
@Entity('business_invitations')
export class BusinessInvitation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: ClientBusiness;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The invitee's name when the firm's staff gave it (onboarding), for the mail's greeting. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'simple-enum', enum: CLIENT_ROLES })
  role!: ClientRole;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** Who invited (null once that person's account is gone, or when the firm's staff onboarded the client). */
  @Column({ type: 'int', nullable: true })
  invitedById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'bigint', transformer: epochMs })
  expiresAt!: number;

  @Column({ type: 'datetime', nullable: true })
  acceptedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  acceptedById!: number | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt!: Date | null;
}
