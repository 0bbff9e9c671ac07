import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A WebAuthn credential (passkey) registered by a user. */
@Entity('passkeys')
export class Passkey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  /** The credential id as the authenticator gives it (base64url). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  credentialId!: string;

  /** COSE public key, base64url. */
  @Column({ type: 'text' })
  publicKey!: string;

  /** Signature counter; a value that goes backwards reveals a cloned authenticator. */
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  counter!: number;

  /** Transports the authenticator reported (comma-separated), handed back as hints at sign-in. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  transports!: string | null;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;
}
