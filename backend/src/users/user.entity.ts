import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const USER_ROLES = ['client', 'admin', 'accountant', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username!: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  /** argon2id hash; never leaves the server (see UserResponseDto). */
  @Column({ type: 'varchar', length: 255 })
  password!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'simple-enum', enum: USER_ROLES, default: 'client' })
  role!: UserRole;

  @Column({ type: 'boolean', default: false })
  isStaff!: boolean;

  /** Whether the person's own required fields and their business's were all filled at their last change (the staff client list filters on it). */
  @Column({ type: 'boolean', default: false })
  isProfileComplete!: boolean;

  @Column({ type: 'datetime', nullable: true })
  lastLogin!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  /** The sign-in before the current one (lastLogin is the current one); null until a second sign-in. */
  @Column({ type: 'datetime', nullable: true })
  previousLogin!: Date | null;

  /** When the client accepted the terms of service and the privacy policy (POPIA consent, at registration). */
  @Column({ type: 'datetime', nullable: true })
  termsAcceptedAt!: Date | null;

  /** Which version of those texts (LEGAL_POLICY_VERSION at the time) the consent was given to. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  termsVersion!: string | null;

  /** When the current `email` was confirmed through a link sent to it; null until then. */
  @Column({ type: 'datetime', nullable: true })
  emailVerifiedAt!: Date | null;

  /** A new address asked for but not confirmed yet; `email` changes only when its link is opened. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail!: string | null;
}
