import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';

@Entity('client_assignments')
export class ClientAssignment {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The client business the accountant looks after. */
  @Index()
  @Column({ type: 'int' })
  clientId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId' })
  client?: Relation<ClientBusiness>;

  @Index()
  @Column({ type: 'int' })
  accountantId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'accountantId' })
  accountant?: Relation<User>;

  @Index()
  @Column({ type: 'int', nullable: true })
  assignedBy!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedBy' })
  assigner?: Relation<User> | null;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  assignedAt!: Date;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;
}
