import { Repository } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { User } from './user.entity';

/**
 * Reading the signed-in user on every request without the query builder: a plain statement and
 * column-by-column hydration with the conversions findOne applies (booleans, dates, enums), which
 * cost more than the rest of a cached list request together when built per request.
 */
export class UserRowReader {
  /** `<alias>.<column> AS <prefix><column>` for every column of users, quoted for the driver. */
  readonly selectList: string;
  /** Per column: where the row carries it and which property it fills, worked out once. */
  private readonly plan: ReadonlyArray<{ key: string; property: string; column: ColumnMetadata }>;
  private readonly primaryKey: string;

  constructor(
    private readonly users: Repository<User>,
    alias = 'u',
    prefix = 'u__',
  ) {
    const driver = users.manager.connection.driver;
    const columns = users.metadata.columns;
    this.selectList = columns
      .map((c) => `${driver.escape(alias)}.${driver.escape(c.databaseName)} AS ${driver.escape(prefix + c.databaseName)}`)
      .join(', ');
    this.plan = columns.map((column) => ({ key: prefix + column.databaseName, property: column.propertyName, column }));
    this.primaryKey = prefix + users.metadata.primaryColumns[0].databaseName;
  }

  /** The user a row selected with `selectList` carries; null when its id is null (no user joined). */
  hydrate(row: Record<string, unknown>): User | null {
    if (row[this.primaryKey] == null) return null;
    const driver = this.users.manager.connection.driver;
    const user = this.users.create();
    const fields = user as unknown as Record<string, unknown>;
    for (const { key, property, column } of this.plan) fields[property] = driver.prepareHydratedValue(row[key], column);
    return user;
  }
}
