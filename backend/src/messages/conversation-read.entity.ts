import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';

/**
 * Per person and conversation: how far they have read, and (for staff) when they were last
 * mailed about it, so a busy conversation mails each staff member at most once an hour.
 */
@Entity('conversation_reads')
@Index(['conversationId', 'userId'], { unique: true })
export class ConversationRead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  conversationId!: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId' })
  conversation?: Relation<Conversation>;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Every message with an id up to this one counts as read (0: nothing read yet). */
  @Column({ type: 'int', default: 0 })
  lastReadMessageId!: number;

  @Column({ type: 'datetime', nullable: true })
  readAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  notifiedAt!: Date | null;
}
