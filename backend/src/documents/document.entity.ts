import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../users/user.entity';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'needs_revision'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_CATEGORIES = [
  'bank_statement',
  'invoice',
  'receipt',
  'financial_statement',
  'tax_return',
  'vat_return',
  'payroll_tax',
  'business_registration',
  'company_constitution',
  'director_id',
  'license',
  'contract',
  'report',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

@Entity('documents')
export class Document {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

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
}
