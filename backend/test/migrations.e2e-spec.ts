import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { CreateBankStatementLines1765500000000 } from '../src/database/migrations/1765500000000-CreateBankStatementLines';

/** Every migration runs forwards and back on the configured database (SQLite, or MariaDB with DB_TYPE=mysql). */
describe('Migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(buildDataSourceOptions(loadConfig(), []));
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

  it('moves the lines of statements uploaded before bank_statement_lines into rows, and back', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateBankStatementLines1765500000000);
    for (let i = 0; i < undo; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const lines = [
      {
        line: 5,
        date: '2026-11-20',
        description: 'PAYMENT INV000001',
        amountCents: 359900,
        invoiceId: null,
        reason: 'No open invoice INV-000001',
      },
      { line: 7, date: '2026-11-22', description: 'CASH DEPOSIT', amountCents: 50000, invoiceId: null, reason: 'No invoice reference' },
    ];
    const column = dataSource.driver.escape('lines');
    await dataSource.query(`INSERT INTO bank_statements (bank, uploadedBy, ${column}) VALUES (?, ?, ?)`, [
      'fnb',
      null,
      JSON.stringify(lines),
    ]);
    const [{ id }] = (await dataSource.query('SELECT id FROM bank_statements')) as Array<{ id: number }>;
    await dataSource.runMigrations({ transaction: 'each' });
    const rows = (await dataSource.query(
      'SELECT statementId, line, date, description, amountCents, invoiceId, reason FROM bank_statement_lines ORDER BY line',
    )) as unknown[];
    expect(rows).toEqual(lines.map((l) => ({ statementId: id, ...l })));
    for (let i = 0; i < undo; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const [back] = (await dataSource.query(`SELECT ${column} AS ${column} FROM bank_statements WHERE id = ?`, [id])) as Array<{
      lines: string;
    }>;
    expect(JSON.parse(back.lines)).toEqual(lines);
    await dataSource.query('DELETE FROM bank_statements');
  });
});
