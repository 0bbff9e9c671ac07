import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** How much of a line's description is kept (the reference is looked for in all of it). */
export const STATEMENT_DESCRIPTION_LENGTH = 200;

/**
 * An uploaded bank statement, kept between the upload (which shows the matches) and the one-step
 * confirmation, so staff confirm exactly what they were shown. Its credit lines are rows of
 * bank_statement_lines: a monthly statement can hold thousands (docs/billing.md).
 */
@Entity('bank_statements')
export class BankStatement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  bank!: string;

  @Column({ type: 'int', nullable: true })
  uploadedBy!: number | null;

  @Column({ type: 'datetime', nullable: true })
  confirmedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** One credit line of an uploaded statement and what it was matched to. */
@Entity('bank_statement_lines')
@Index('IDX_bank_statement_lines_statement', ['statementId', 'line'])
export class BankStatementLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  statementId!: number;

  /** The line of the file, blank lines counted. */
  @Column({ type: 'int' })
  line!: number;

  /** yyyy-MM-dd as the bank printed it. */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: STATEMENT_DESCRIPTION_LENGTH })
  description!: string;

  /** Cents; positive is money in. */
  @Column({ type: 'int' })
  amountCents!: number;

  @Column({ type: 'int', nullable: true })
  invoiceId!: number | null;

  /** Why nothing was matched, when nothing was (or why a match was not settled). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;
}
