import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per document series ('invoice', 'credit-note'). The next number is taken by an
 * UPDATE … SET nextNumber = nextNumber + 1 inside the issuing transaction: the row lock (MariaDB) or the
 * write lock (SQLite) serialises issuers, and a rolled-back issue gives its number back, so the
 * series has no gaps and never repeats.
 */
@Entity('billing_sequences')
export class BillingSequence {
  @PrimaryColumn({ type: 'varchar', length: 30 })
  name!: string;

  @Column({ type: 'int' })
  nextNumber!: number;
}
