import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';

/** Every migration runs forwards and back on the configured database (SQLite, or MariaDB with DB_TYPE=mysql). */
describe('Migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(buildDataSourceOptions(loadConfig()));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    // Leave the schema applied for the suites that follow.
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
  });

  const tables = async (): Promise<string[]> => {
    const rows = (await dataSource.query(
      dataSource.options.type === 'mysql'
        ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    )) as Array<{ name: string }>;
    return rows.map((r) => r.name).filter((n) => n !== 'migrations' && n !== 'sqlite_sequence');
  };

  it('reverts every migration, leaving no application table, then applies them again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(['users', 'documents', 'sessions', 'services']));
    for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);

    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied).toHaveLength(MIGRATIONS.length);
    const all = await tables();
    for (const table of [
      'users',
      'subscriptions',
      'documents',
      'payments',
      'company_employees',
      'services',
      'contact_submissions',
      'waitlist_submissions',
      'quote_requests',
      'activity_logs',
      'client_notes',
      'document_requests',
      'client_assignments',
      'admin_notifications',
      'sessions',
    ]) {
      expect(all).toContain(table);
    }
  });

  it('enforces unique usernames and emails in the database itself', async () => {
    const insert = (username: string, email: string) =>
      dataSource.query('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, 'x']);
    await insert('unique-check', 'unique@example.co.za');
    await expect(insert('unique-check', 'other@example.co.za')).rejects.toThrow();
    await expect(insert('other-name', 'unique@example.co.za')).rejects.toThrow();
    await dataSource.query("DELETE FROM users WHERE username = 'unique-check'");
  });
});
