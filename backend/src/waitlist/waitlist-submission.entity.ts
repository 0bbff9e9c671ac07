import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('waitlist_submissions')
export class WaitlistSubmission {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  business!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  interest!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'boolean', default: false })
  isContacted!: boolean;

  /** The client business this enquiry became, once staff invited it (docs/client-businesses.md, "Onboarding"). */
  @Column({ type: 'int', nullable: true })
  businessId!: number | null;
}
