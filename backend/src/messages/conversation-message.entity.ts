import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';

export const AUTHOR_SIDES = ['client', 'staff'] as const;
export type AuthorSide = (typeof AUTHOR_SIDES)[number];

/** One message, or (internal = true) a note among staff that the client never sees. */
@Entity('conversation_messages')
@Index(['conversationId', 'id'])
export class ConversationMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  conversationId!: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId' })
  conversation?: Relation<Conversation>;

  /** Null once the author's account is gone (a staff member who left); the message stays. */
  @Index()
  @Column({ type: 'int', nullable: true })
  authorId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author?: Relation<User> | null;

  /** Which side wrote it, fixed at writing time (a later role change does not move old messages). */
  @Column({ type: 'simple-enum', enum: AUTHOR_SIDES })
  authorSide!: AuthorSide;

  @Column({ type: 'boolean', default: false })
  internal!: boolean;

  /** Plain text exactly as written; never interpreted as HTML anywhere. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
