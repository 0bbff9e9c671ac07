import type { DataSource, ObjectLiteral } from 'typeorm';

/**
 * TypeORM's SQLite drivers write a number parameter into the SQL text (`WHERE "userId" = 42`)
 * instead of binding it, so a statement that carries an id or a millisecond timestamp is new SQL
 * text on every call: better-sqlite3 prepares it again, and it pushes the statements that are
 * reused (BEGIN, COMMIT, the session lookup) out of TypeORM's prepared-statement cache, which keeps
 * the last entries added, not the ones used most. An enquiry prepared two statements on every
 * request this way, and the rest about once in 40 (docs/performance.md, "Statements prepared once").
 *
 * Here an integer parameter reaches the driver as a BigInt, which better-sqlite3 binds as a 64-bit
 * INTEGER: the same value of the same type that SQLite read from the text before, so comparisons,
 * column affinity and what is stored do not change; only the SQL text stays the same from call to
 * call. Fractions and integers beyond 2^53 keep TypeORM's own handling. MariaDB's driver binds
 * every parameter already and is left alone.
 */
export function bindIntegerParameters(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const driver = dataSource.driver;
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql: string, parameters: ObjectLiteral) => {
    if (!parameters) return escape(sql, parameters);
    const bound: ObjectLiteral = {};
    for (const key of Object.keys(parameters)) {
      bound[key] = sqliteBindable(parameters[key]);
    }
    return escape(sql, bound);
  };
  return dataSource;
}

/**
 * A parameter as better-sqlite3 should bind it: a safe integer as a BigInt (a 64-bit INTEGER; a
 * plain number is bound as a REAL), anything else unchanged. For statements that pass their
 * parameters straight to the driver (insert-rows.ts) rather than through TypeORM's escaping.
 */
export function sqliteBindable(value: unknown): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
}
