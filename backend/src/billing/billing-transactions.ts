import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { writeClientLists } from '../client-lists/lists-version';
import { DomainEvents } from '../common/events/domain-events';
import { runWriteTransaction } from '../database/write-transaction';

/**
 * Billing's transactions: runWriteTransaction's (docs/write-transactions.md). On MariaDB each gets
 * its own pooled connection, the row locks do the ordering and a deadlock runs the transaction
 * again; on SQLite they run one after another.
 */
@Injectable()
export class BillingTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  run<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return runWriteTransaction(this.dataSource, work);
  }

  /**
   * A billing write that changes what this client's lists show (payments, and the documents list
   * through invoices): `run`, opened by writeClientLists so the lists version moves first, in the
   * same transaction. `clientId` null: the invoice's client is gone, no list to change; several:
   * a write that settles several clients' invoices at once (a bank statement's confirmation).
   * Once committed, `billing.changed` tells other domains (the work planner follows the packages
   * a business holds) which clients' billing may have changed.
   */
  async runForClient<T>(clientId: number | readonly number[] | null, work: (m: EntityManager) => Promise<T>): Promise<T> {
    const result = await writeClientLists(this.dataSource, clientId === null ? null : { clients: clientId }, work);
    if (clientId !== null) this.events.emit('billing.changed', { businessIds: typeof clientId === 'number' ? [clientId] : [...clientId] });
    return result;
  }
}
