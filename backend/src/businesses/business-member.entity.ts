import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { CLIENT_ROLES, type ClientRole } from './business-roles';
import { ClientBusiness } from './client-business.entity';

/** A person acting for a client business, with a role (business-roles.ts). One row per person and business. */
@Entity('business_members')
@Unique('UQ_business_members_business_user', ['businessId', 'userId'])
export class BusinessMember {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  businessId!: number;

  @ManyToOne(() => ClientBusiness, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessId' })
  business?: ClientBusiness;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'simple-enum', enum: CLIENT_ROLES })
  role!: ClientRole;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
