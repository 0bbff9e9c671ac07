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
import { MONEY } from '../database/column-types';
import { ClientBusiness } from '../businesses/client-business.entity';
import { User } from '../users/user.entity';

@Entity('company_employees')
export class CompanyEmployee {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The business the employee works for: every member whose role grants `employees` sees them. */
  @Index()
  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: Relation<ClientBusiness>;

  /** The person who added the employee; null once they closed their account (the employee stays the business's). */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  position!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  employeeId!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  taxNumber!: string | null;

  /** Monthly salary in rand. */
  @Column({ ...MONEY, nullable: true })
  salaryAmount!: number | null;

  /** Calendar dates as yyyy-MM-dd strings: an employment date has no time zone. */
  @Column({ type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ type: 'date', nullable: true })
  endDate!: string | null;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
