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

@Entity('client_notes')
export class ClientNote {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business the note is about. */
  @Index()
  @Column({ type: 'int' })
  clientId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId' })
  client?: Relation<ClientBusiness>;

  @Index()
  @Column({ type: 'int', nullable: true })
  authorId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author?: Relation<User> | null;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'boolean', default: true })
  isPrivate!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
