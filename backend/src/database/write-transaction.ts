import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/*
 * The one way the application opens a write transaction (docs/write-transactions.md).
 *
 * MariaDB picks a victim when two transactions wait on each other's row or gap locks (error 1213)
 * and gives up on a lock held too long (1205); SQLite answers SQLITE_BUSY when another process
 * holds the database file. None of these says the work was wrong: the same transaction, run
 * again from its first statement, normally goes through. So the whole transaction is run again,
 * a bounded number of times, after a short random pause that keeps the two sides from meeting
 * again in step. Only whole transactions: a transaction opened inside another one's body (with the
 * EntityManager that body was given) runs once, and the outer one's retry covers it.
 *
 * A body may therefore run more than once. It must only use the EntityManager it is given (and
 * build the rows it saves inside the body), also for a transaction it opens itself; anything
 * outside the database (storage, HTTP, mail delivery, events) belongs after the commit. The outbox
 * and the storage deletion queue are the way to have such work happen exactly when the
 * transaction commits.
 *
 * Which transaction a call is inside is told by the manager it is given, not by an
 * AsyncLocalStorage: on Node 20 one AsyncLocalStorage in use makes the runtime run a hook on every
 * promise of every request (2.3% of an enquiry's time in a profile; docs/performance.md, "Every
 * promise watched, and the mail's clock").
 *
 * SQLite: TypeORM's better-sqlite3 driver has one connection per process and turns a second
 * transaction that starts before the first ends into a savepoint of the first, so one's rollback
 * could undo the other's statements. Transactions therefore run one after another per database;
 * SQLite allows one writer at a time anyway.
 */

/** Anything that can open a transaction: the DataSource, or a repository's manager. */
export type TransactionSource = DataSource | EntityManager;

/** Attempts in all, the first included. */
export const TRANSACTION_ATTEMPTS = 5;
/** The pause before the n-th retry is about BASE * 2^(n-1) ms, from half to one and a half of it. */
const BACKOFF_BASE_MS = 15;
const BACKOFF_MAX_MS = 400;

const logger = new Logger('WriteTransaction');
/** SQLite only: the end of the last transaction queued on each database. */
const sqliteTail = new WeakMap<DataSource, Promise<unknown>>();

/** MariaDB's deadlock (1213) and lock-wait timeout (1205), or SQLite's SQLITE_BUSY family. */
export function isTransientLockError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; errno?: unknown; driverError?: { code?: unknown; errno?: unknown } };
  const code = e.driverError?.code ?? e.code;
  const errno = e.driverError?.errno ?? e.errno;
  if (errno === 1213 || errno === 1205) return true;
  if (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT') return true;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

function dataSourceOf(source: TransactionSource): DataSource {
  return source instanceof EntityManager ? source.connection : source;
}

function backoffMs(retry: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (retry - 1));
  return Math.round(base * (0.5 + Math.random()));
}

/**
 * Runs `work` in a transaction on `source`, running the whole transaction again (up to
 * TRANSACTION_ATTEMPTS in all) when the database reports a deadlock, a lock-wait timeout or a
 * busy file. Any other error, or the last attempt's, reaches the caller unchanged.
 */
export async function runWriteTransaction<T>(source: TransactionSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  // The manager of an open transaction's body: part of that transaction (a savepoint on its
  // connection), run once and retried with it. Work a body schedules for later (a domain event's
  // handler) is handed no manager and opens a transaction of its own, queued like any other.
  if (source instanceof EntityManager && source.queryRunner?.isTransactionActive) return source.transaction(work);

  const dataSource = dataSourceOf(source);
  const mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  const once = () => (mysql ? dataSource.transaction(work) : startWhenIdle(dataSource, work));
  const withRetries = async (): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransientLockError(err)) throw err;
        const pause = backoffMs(attempt);
        logger.warn(`Transaction attempt ${attempt} met a lock conflict (${(err as Error).message}); running it again in ${pause} ms`);
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  };

  if (mysql) return withRetries();
  const next = (sqliteTail.get(dataSource) ?? Promise.resolve()).then(withRetries);
  sqliteTail.set(
    dataSource,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * SQLite: starts the transaction once the process's one connection is in none. TypeORM also opens
 * transactions by itself (a repository's `save`), outside the queue; two that start in the same
 * moment would both send BEGIN, and the loser's rollback would end the winner's transaction. The
 * check and the start happen in one synchronous step (TypeORM marks its query runner as in a
 * transaction before its first await), so nothing can slip between them. A `save` that begins
 * while a queued transaction is open joins it, as any statement on that connection does.
 */
async function startWhenIdle<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const connection = dataSource.createQueryRunner(); // the driver's one shared query runner on SQLite
  while (connection.isTransactionActive) await new Promise((r) => setImmediate(r));
  return dataSource.transaction(work);
}
