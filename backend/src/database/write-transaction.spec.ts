import { DataSource, EntityManager } from 'typeorm';
import { isTransientLockError, runWriteTransaction, TRANSACTION_ATTEMPTS } from './write-transaction';

/**
 * A DataSource stand-in: `transaction` runs the body with a manager of an open transaction, whose
 * own `transaction` (a savepoint, in TypeORM) does the same; each fails as told once its body ran.
 */
function fakeDataSource(type: 'mysql' | 'better-sqlite3', failures: unknown[]) {
  const calls = { transactions: 0 };
  async function transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    calls.transactions += 1;
    const manager = Object.assign(Object.create(EntityManager.prototype) as EntityManager, {
      queryRunner: { isTransactionActive: true },
      transaction,
    });
    const result = await work(manager);
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    return result;
  }
  const source = {
    options: { type },
    // SQLite: the driver's one query runner, never in a transaction here (nothing else uses it).
    createQueryRunner: () => ({ isTransactionActive: false }),
    transaction,
  };
  return { dataSource: source as unknown as DataSource, calls };
}

const deadlock = Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), {
  driverError: { code: 'ER_LOCK_DEADLOCK', errno: 1213 },
});
const lockWait = Object.assign(new Error('Lock wait timeout exceeded'), { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 });
const busy = Object.assign(new Error('database is locked'), { driverError: { code: 'SQLITE_BUSY' } });
const duplicate = Object.assign(new Error('Duplicate entry'), { driverError: { code: 'ER_DUP_ENTRY', errno: 1062 } });

describe('runWriteTransaction', () => {
  it('recognises deadlocks, lock-wait timeouts and a busy SQLite file, and nothing else', () => {
    expect([deadlock, lockWait, busy].map(isTransientLockError)).toEqual([true, true, true]);
    expect([duplicate, new Error('x'), null, 'ER_LOCK_DEADLOCK'].map(isTransientLockError)).toEqual([false, false, false, false]);
  });

  it('runs the whole transaction again after a deadlock and answers with the attempt that committed', async () => {
    const { dataSource, calls } = fakeDataSource('mysql', [deadlock, lockWait]);
    let bodies = 0;
    await expect(runWriteTransaction(dataSource, async () => ++bodies)).resolves.toBe(3);
    expect({ transactions: calls.transactions, bodies }).toEqual({ transactions: 3, bodies: 3 });
  });

  it('gives up after the bounded number of attempts with the last conflict', async () => {
    const { dataSource, calls } = fakeDataSource(
      'better-sqlite3',
      Array.from({ length: 10 }, () => busy),
    );
    await expect(runWriteTransaction(dataSource, async () => 'never')).rejects.toBe(busy);
    expect(calls.transactions).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not retry any other error', async () => {
    const { dataSource, calls } = fakeDataSource('mysql', [duplicate]);
    await expect(runWriteTransaction(dataSource, async () => 1)).rejects.toBe(duplicate);
    expect(calls.transactions).toBe(1);
  });

  it.each(['mysql', 'better-sqlite3'] as const)(
    "runs a transaction opened with a body's manager once, inside it: the outer one is retried whole (%s)",
    async (type) => {
      const { dataSource, calls } = fakeDataSource(type, [deadlock]);
      let inner = 0;
      // The inner transaction fails first. Retried on its own it would make 3 transactions in all;
      // retried with the outer one it makes 4: outer, inner (fails), outer again, inner again. On
      // SQLite, queued behind the outer one instead, it would never start.
      await runWriteTransaction(dataSource, (m) => runWriteTransaction(m, async () => ++inner));
      expect({ inner, transactions: calls.transactions }).toEqual({ inner: 2, transactions: 4 });
    },
  );

  it('runs SQLite transactions one after another', async () => {
    const { dataSource } = fakeDataSource('better-sqlite3', []);
    const log: string[] = [];
    const body = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} end`);
    };
    await Promise.all([runWriteTransaction(dataSource, body('a')), runWriteTransaction(dataSource, body('b'))]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
