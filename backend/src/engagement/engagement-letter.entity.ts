import { ENGAGEMENT_LETTER_STATUSES, type EngagementLetterStatus, type LetterSection } from '@table-bay/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { ServicePackage } from '../catalogue/service-package.entity';

/** `purchase`: the client chose a package; `proposal`: staff sent one, with its own price or scope. */
export type EngagementLetterKind = 'purchase' | 'proposal' | 'change';

/**
 * An engagement letter sent to a client business (docs/engagement-letters.md). Its wording is
 * frozen in `content` and its presented PDF hashed when sent; once signed nothing about the signer
 * changes, and once countersigned the final PDF's hash is fixed: every later update is a
 * conditional one on the earlier state, so none can rewrite a signed letter.
 */
@Entity('engagement_letters')
@Index('IDX_engagement_letters_business_status', ['businessId', 'status'])
@Index('IDX_engagement_letters_status_sentAt', ['status', 'sentAt'])
export class EngagementLetter {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Printed on the letter ("EL-7F3A9C21"): chosen before the row exists, so the PDF can be made first. */
  @Column({ type: 'varchar', length: 20, unique: true })
  reference!: string;

  /** Null once the business has closed: the signed letter is kept as a record. */
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @ManyToOne(() => ClientBusiness, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness> | null;

  @Column({ type: 'int', nullable: true })
  serviceId!: number | null;

  @ManyToOne(() => ServicePackage, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'serviceId' })
  service?: Relation<ServicePackage> | null;

  /** The purchase waiting for this letter; for a proposal, the subscription its signature created. */
  @Column({ type: 'int', nullable: true })
  subscriptionId!: number | null;

  @Column({ type: 'varchar', length: 10 })
  kind!: EngagementLetterKind;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', nullable: true })
  customScope!: string | null;

  /** Staff's covering note of a proposal, shown above the letter (not part of it). */
  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'int' })
  monthlyPriceCents!: number;

  @Column({ type: 'simple-enum', enum: ENGAGEMENT_LETTER_STATUSES, default: 'sent' })
  status!: EngagementLetterStatus;

  /** The filled sections as sent, JSON: what the screen shows and the PDFs print. */
  @Column({ type: 'simple-json' })
  content!: LetterSection[];

  @Column({ type: 'int', nullable: true })
  sentByUserId!: number | null;

  @Column({ type: 'datetime' })
  sentAt!: Date;

  /** The unsigned letter the client was shown, and its SHA-256 (printed in the audit certificate). */
  @Column({ type: 'varchar', length: 255 })
  presentedKey!: string;

  @Column({ type: 'varchar', length: 64 })
  presentedSha256!: string;

  @Column({ type: 'datetime', nullable: true })
  firstViewedAt!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  firstViewedIp!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  firstViewedUserAgent!: string | null;

  @Column({ type: 'datetime', nullable: true })
  signedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  signerUserId!: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  signerName!: string | null;

  /** The signer's account email, confirmed before they could sign. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  signerEmail!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  signerIp!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  signerUserAgent!: string | null;

  /** The drawn signature (PNG), when the signer drew one. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  signatureKey!: string | null;

  @Column({ type: 'datetime', nullable: true })
  countersignedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  countersignerUserId!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  countersignerName!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  countersignerIp!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  countersignerUserAgent!: string | null;

  @Column({ type: 'boolean', default: false })
  countersignedAutomatically!: boolean;

  /** The final signed PDF (letter, signatures, audit certificate), stored once; both sides download these bytes. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  signedKey!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  signedSha256!: string | null;

  @Column({ type: 'datetime', nullable: true })
  reminder3dAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  reminder7dAt!: Date | null;

  /** When it was withdrawn or superseded. */
  @Column({ type: 'datetime', nullable: true })
  closedAt!: Date | null;

  /** Why the firm withdrew it (staff write it; the owners are mailed it and see it on the letter). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  withdrawnReason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
