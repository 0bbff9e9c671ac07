import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * A thread between one client business and the firm. The business owns it: closing the business
 * deletes the thread, its messages, notes and read state by cascade. A person leaving the business
 * leaves it in place (their messages keep them as author, or "Former client" once the account is gone).
 */
@Entity('conversations')
@Index(['clientId', 'lastMessageAt'])
export class Conversation {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business (client_businesses.id), as the column name always said: the client. */
  @Index()
  @Column({ type: 'int' })
  clientId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId' })
  client?: Relation<ClientBusiness>;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'simple-enum', enum: CONVERSATION_STATUSES, default: 'open' })
  status!: ConversationStatus;

  /** The team member who answers this conversation; null while nobody has taken it. */
  @Index()
  @Column({ type: 'int', nullable: true })
  assigneeId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: Relation<User> | null;

  /** Who started it: a member of the business, or a staff member from the client's page. */
  @Column({ type: 'int', nullable: true })
  startedById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'startedById' })
  startedBy?: Relation<User> | null;

  /**
   * Since when the client has been waiting for an answer: the first client message after the
   * firm's last reply. Null when the firm spoke last (internal notes do not count as a reply).
   */
  @Index()
  @Column({ type: 'datetime', nullable: true })
  waitingSince!: Date | null;

  /** Time of the last message the client can see (what the client's list sorts by). */
  @Column({ type: 'datetime' })
  lastMessageAt!: Date;

  /** Time of the last message or internal note (what the staff inbox sorts by). */
  @Index()
  @Column({ type: 'datetime' })
  lastActivityAt!: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
