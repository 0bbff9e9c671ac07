import { Repository } from 'typeorm';
import { User } from './user.entity';

/**
 * Reading the signed-in user on every request without the query builder: a plain statement and
 * column-by-column hydration with the conversions findOne applies (booleans, dates, enums), which
 * cost more than the rest of a cached list request together when built per request.
 */
export class UserRowReader {
  /** `<alias>.<column> AS <prefix><column>` for every column of users, quoted for the driver. */
  readonly selectList: string;

  constructor(
    private readonly users: Repository<User>,
    alias = 'u',
    private readonly prefix = 'u__',
  ) {
    const driver = users.manager.connection.driver;
    this.selectList = users.metadata.columns
      .map((c) => `${driver.escape(alias)}.${driver.escape(c.databaseName)} AS ${driver.escape(prefix + c.databaseName)}`)
      .join(', ');
  }

  /** The user a row selected with `selectList` carries; null when its id is null (no user joined). */
  hydrate(row: Record<string, unknown>): User | null {
    const primary = this.users.metadata.primaryColumns[0];
    if (row[this.prefix + primary.databaseName] == null) return null;
    const driver = this.users.manager.connection.driver;
    const user = this.users.create();
    for (const column of this.users.metadata.columns) {
      Object.assign(user, {
        [column.propertyName]: driver.prepareHydratedValue(row[this.prefix + column.databaseName], column),
      });
    }
    return user;
  }
}
