import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'needs_revision'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

// The category lists are shared with the portal's forms and labels (@table-bay/shared).
export { DOCUMENT_CATEGORIES, FIRM_DOCUMENT_CATEGORIES, type DocumentCategory, type FirmDocumentCategory } from '@table-bay/shared';

/**
 * Where a document came from (docs/documents-and-requests.md, "Documents from the firm"):
 * `archive` is the client's own archive (their uploads, and files the firm sent with a message);
 * `firm` is a document the firm published to the client (the "From your accountant" tab).
 */
export const DOCUMENT_SOURCES = ['archive', 'firm'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

@Entity('documents')
export class Document {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business the document belongs to (docs/client-businesses.md). */
  @Index()
  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness>;

  /**
   * The person who uploaded it (a member of the business, or the staff member who sent it with a
   * message or published it); null once their account goes, as the document stays the business's.
   */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  /** The client's file name, cleaned; kept as data only, never used as a storage path. */
  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'varchar', length: 150 })
  fileType!: string;

  @Column({ type: 'int' })
  fileSize!: number;

  /** Generated key in the file storage; never sent to the client. */
  @Column({ type: 'varchar', length: 255, unique: true })
  storageKey!: string;

  @Column({ type: 'varchar', length: 50 })
  category!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'simple-enum', enum: DOCUMENT_STATUSES, default: 'pending' })
  status!: DocumentStatus;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  uploadedAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  lastModified!: Date | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  reviewedBy!: number | null;

  /** Staff member who reviewed the document (the migration's foreign key on reviewedBy). */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewedBy' })
  reviewer?: Relation<User> | null;

  @Column({ type: 'datetime', nullable: true })
  reviewedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  reviewNotes!: string | null;

  @Column({ type: 'simple-enum', enum: DOCUMENT_SOURCES, default: 'archive' })
  source!: DocumentSource;

  /** The staff member who published a firm document (kept as null if their account goes). */
  @Index()
  @Column({ type: 'int', nullable: true })
  publishedBy!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'publishedBy' })
  publisher?: Relation<User> | null;

  /** A firm document the client is asked to acknowledge ("I have read and approve …"). */
  @Column({ type: 'boolean', default: false })
  acknowledgementRequested!: boolean;

  /** When the client first opened (or marked read) a firm document. */
  @Column({ type: 'datetime', nullable: true })
  readAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  acknowledgedAt!: Date | null;
}
