import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  Relation,
} from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';
import { Document } from './document.entity';

export const DOCUMENT_REQUEST_STATUSES = ['pending', 'overdue', 'completed'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

@Entity('document_requests')
export class DocumentRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business asked (the column kept its name when requests moved from accounts to businesses). */
  @Index()
  @Column({ type: 'int' })
  clientId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId' })
  client?: Relation<ClientBusiness>;

  /** Staff member who asked; kept when that account goes. */
  @Index()
  @Column({ type: 'int', nullable: true })
  requestedBy!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requestedBy' })
  requester?: Relation<User> | null;

  @Column({ type: 'varchar', length: 100 })
  documentType!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'date', nullable: true })
  dueDate!: string | null;

  /** Stored status is pending or completed; overdue is derived from dueDate when read. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: DocumentRequestStatus;

  @Index()
  @Column({ type: 'int', nullable: true })
  fulfilledWith!: number | null;

  @ManyToOne(() => Document, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'fulfilledWith' })
  fulfilledDocument?: Relation<Document> | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
