import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../users/user.entity';

@Entity('admin_notifications')
export class AdminNotification {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The staff member notified; null means every staff member sees it. */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 50 })
  type!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  relatedTo!: string | null;

  @Column({ type: 'int', nullable: true })
  relatedId!: number | null;

  @Column({ type: 'boolean', default: false })
  isRead!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
