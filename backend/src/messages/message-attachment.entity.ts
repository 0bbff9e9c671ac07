import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Document } from '../documents/document.entity';
import { ConversationMessage } from './conversation-message.entity';

/**
 * A file sent with a message. The file itself is an ordinary document in the client's archive
 * (stored, reviewed and deleted by the documents module); this row only links it to the message.
 */
@Entity('message_attachments')
@Index(['messageId', 'documentId'], { unique: true })
export class MessageAttachment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  messageId!: number;

  @ManyToOne(() => ConversationMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId' })
  message?: Relation<ConversationMessage>;

  @Index()
  @Column({ type: 'int' })
  documentId!: number;

  @ManyToOne(() => Document, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'documentId' })
  document?: Relation<Document>;
}
