import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const USER_ROLES = ['client', 'admin', 'accountant', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const BUSINESS_TYPES = [
  'sole_proprietorship',
  'partnership',
  'private_company',
  'public_company',
  'non_profit',
  'close_corporation',
  'trust',
  'other',
] as const;

export const ANNUAL_REVENUES = ['under_1m', '1m_5m', '5m_10m', '10m_20m', '20m_50m', 'over_50m'] as const;

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

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode!: string | null;

  @Column({ type: 'varchar', length: 100, default: 'South Africa' })
  country!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  vatNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  registrationNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  businessType!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  annualRevenue!: string | null;

  @Column({ type: 'int', nullable: true })
  numberOfEmployees!: number | null;

  @Column({ type: 'boolean', default: false })
  isProfileComplete!: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'datetime', nullable: true })
  lastLogin!: Date | null;

  // users.listsVersion, the cached lists' token before client businesses, is no longer read or
  // written: the token is the business's (client_businesses.listsVersion, src/client-lists).

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
