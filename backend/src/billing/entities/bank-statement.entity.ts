import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One credit line of an uploaded statement and what it was matched to. */
export interface StatementLine {
  line: number;
  /** yyyy-MM-dd as the bank printed it. */
  date: string;
  description: string;
  /** Cents; positive is money in. */
  amountCents: number;
  invoiceId: number | null;
  /** Why nothing was matched, when nothing was. */
  reason: string | null;
}

/**
 * An uploaded bank statement, kept between the upload (which shows the matches) and the one-step
 * confirmation, so staff confirm exactly what they were shown.
 */
@Entity('bank_statements')
export class BankStatement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  bank!: string;

  @Column({ type: 'int', nullable: true })
  uploadedBy!: number | null;

  @Column({ type: 'simple-json' })
  lines!: StatementLine[];

  @Column({ type: 'datetime', nullable: true })
  confirmedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
