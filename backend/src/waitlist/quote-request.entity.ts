import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('quote_requests')
export class QuoteRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  businessType!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  annualRevenue!: string | null;

  @Column({ type: 'simple-json', nullable: true })
  services!: string[] | null;

  @Column({ type: 'text', nullable: true })
  additionalInfo!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'boolean', default: false })
  isProcessed!: boolean;
}
