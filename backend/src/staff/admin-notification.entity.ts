import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
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

  /** The client business a notice about a client concerns; it goes with the business. */
  @Index()
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness> | null;

  /** The person who acted (uploaded, answered a request); the notice names them, so it goes with their account (decision 0008). */
  @Index()
  @Column({ type: 'int', nullable: true })
  actorId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actorId' })
  actor?: Relation<User> | null;

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
