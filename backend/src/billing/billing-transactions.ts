import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { writeClientLists } from '../client-lists/lists-version';

/**
 * Billing's transactions. On MariaDB each gets its own pooled connection and the row locks do the
 * ordering. SQLite has one connection per process, and TypeORM's better-sqlite3 driver does not
 * queue transactions on it ("cannot start a transaction within a transaction"), so there they run
 * one after another; SQLite allows one writer at a time anyway, and one process per database file.
 */
@Injectable()
export class BillingTransactions {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'mysql') return this.dataSource.transaction(work);
    const next = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = next.catch(() => undefined);
    return next;
  }

  /**
   * A billing write that changes what this client's lists show (payments, and the documents list
   * through invoices): `run`, opened by writeClientLists so the lists version moves first, in the
   * same transaction. `clientId` null: the invoice's client is gone, no list to change; several:
   * a write that settles several clients' invoices at once (a bank statement's confirmation).
   */
  runForClient<T>(clientId: number | readonly number[] | null, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return writeClientLists({ transaction: (w) => this.run(w) }, clientId === null ? null : { clients: clientId }, work);
  }
}
