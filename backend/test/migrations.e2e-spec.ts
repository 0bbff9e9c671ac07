import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { CreateBankStatementLines1765500000000 } from '../src/database/migrations/1765500000000-CreateBankStatementLines';
import { CreateClientBusinesses1765700000000 } from '../src/database/migrations/1765700000000-CreateClientBusinesses';
import { StaffOnBusinesses1765700000050 } from '../src/database/migrations/1765700000050-StaffOnBusinesses';

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

  it('turns each client account of a populated database into a business it owns, with the same id, losing nothing', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    // The previous schema, populated: clients with and without a company, a staff member, a document, a session.
    const insertUser = async (username: string, extra: Record<string, unknown>) => {
      const fields = { username, email: `${username}@example.co.za`, password: 'x', ...extra };
      const names = Object.keys(fields);
      await dataSource.query(`INSERT INTO users (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(fields));
      const [row] = (await dataSource.query('SELECT id FROM users WHERE username = ?', [username])) as Array<{ id: number }>;
      return Number(row.id);
    };
    const withCompany = await insertUser('mig-company', { role: 'client', isStaff: 0, company: '  Bo-Kaap Spice Traders  ' });
    const withName = await insertUser('mig-named', { role: 'client', isStaff: 0, firstName: 'Naledi', lastName: 'Khumalo' });
    const bare = await insertUser('mig-bare', { role: 'client', isStaff: 0 });
    const staff = await insertUser('mig-staff', { role: 'accountant', isStaff: 1 });
    await dataSource.query('INSERT INTO documents (userId, fileName, fileType, fileSize, storageKey, category) VALUES (?, ?, ?, ?, ?, ?)', [
      withCompany,
      'march.pdf',
      'application/pdf',
      100,
      `documents/${withCompany}/march.pdf`,
      'bank_statement',
    ]);
    await dataSource.query('INSERT INTO sessions (id, expiresAt, userId, data) VALUES (?, ?, ?, ?)', [
      'mig-session',
      Date.now() + 60_000,
      withName,
      '{}',
    ]);
    const usersBefore = (await dataSource.query('SELECT COUNT(*) AS n FROM users')) as Array<{ n: number | string }>;

    await dataSource.runMigrations({ transaction: 'each' });

    const businesses = (await dataSource.query('SELECT id, name FROM client_businesses ORDER BY id')) as Array<{
      id: number;
      name: string;
    }>;
    expect(businesses.map((b) => ({ id: Number(b.id), name: b.name }))).toEqual([
      { id: withCompany, name: 'Bo-Kaap Spice Traders' },
      { id: withName, name: 'Naledi Khumalo' },
      { id: bare, name: 'mig-bare' },
    ]);
    const members = (await dataSource.query('SELECT businessId, userId, role FROM business_members ORDER BY businessId')) as Array<
      Record<string, unknown>
    >;
    expect(members.map((m) => ({ businessId: Number(m.businessId), userId: Number(m.userId), role: m.role }))).toEqual(
      [withCompany, withName, bare].map((id) => ({ businessId: id, userId: id, role: 'owner' })),
    );
    expect(members.some((m) => Number(m.userId) === staff)).toBe(false);
    // Nothing else changed: every account, the document and the session are still there.
    expect(await dataSource.query('SELECT COUNT(*) AS n FROM users')).toEqual(usersBefore);
    expect(await dataSource.query('SELECT userId FROM documents')).toEqual([{ userId: withCompany }]);
    expect(await dataSource.query("SELECT userId, businessId FROM sessions WHERE id = 'mig-session'")).toEqual([
      { userId: withName, businessId: null },
    ]);
    // A business made afterwards takes a fresh id, after the migrated ones.
    await dataSource.query("INSERT INTO client_businesses (name) VALUES ('After')");
    const [after] = (await dataSource.query("SELECT id FROM client_businesses WHERE name = 'After'")) as Array<{ id: number }>;
    expect(Number(after.id)).toBeGreaterThan(Math.max(withCompany, withName, bare));

    await dataSource.query('DELETE FROM sessions');
    await dataSource.query('DELETE FROM documents');
    await dataSource.query('DELETE FROM client_businesses');
    await dataSource.query('DELETE FROM users');
  });

  it("points a populated database's assignments, notes and staff notices at the client businesses, losing nothing", async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const insert = async (table: string, fields: Record<string, unknown>): Promise<number> => {
      const names = Object.keys(fields);
      await dataSource.query(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        Object.values(fields),
      );
      const [row] = (await dataSource.query(`SELECT MAX(id) AS id FROM ${table}`)) as Array<{ id: number }>;
      return Number(row.id);
    };
    const user = (username: string, extra: Record<string, unknown>) =>
      insert('users', { username, email: `${username}@example.co.za`, password: 'x', ...extra });
    // The previous schema, populated: two clients, an accountant and a manager, and rows about the clients.
    const client = await user('so-client', {
      role: 'client',
      isStaff: 0,
      firstName: 'Thandi',
      lastName: 'Nkosi',
      company: 'Nkosi Catering',
    });
    const second = await user('so-second', { role: 'client', isStaff: 0, company: 'Karoo Wool' });
    const accountant = await user('so-accountant', { role: 'accountant', isStaff: 1 });
    const manager = await user('so-manager', { role: 'manager', isStaff: 1 });
    const assignment = await insert('client_assignments', { clientId: client, accountantId: accountant, assignedBy: manager, isActive: 1 });
    const ended = await insert('client_assignments', { clientId: second, accountantId: accountant, assignedBy: null, isActive: 0 });
    // A note about a staff account: about no client, so nothing a business can hold.
    await insert('client_notes', { clientId: manager, authorId: accountant, content: 'Not a client', isPrivate: 1 });
    const note = await insert('client_notes', { clientId: client, authorId: accountant, content: 'Prefers WhatsApp', isPrivate: 0 });
    const upload = await insert('admin_notifications', {
      userId: accountant,
      title: 'New upload from Thandi Nkosi',
      message: 'Thandi Nkosi uploaded 1 document for review.',
      type: 'document_uploaded',
      relatedTo: 'client',
      relatedId: client,
      isRead: 0,
    });
    const enquiry = await insert('admin_notifications', {
      userId: null,
      title: 'New enquiry from Sam',
      message: 'Sam wrote.',
      type: 'enquiry',
      relatedTo: 'contact_submission',
      relatedId: 7,
      isRead: 1,
    });

    await dataSource.runMigrations({ transaction: 'each' });

    const num = (rows: unknown) =>
      (rows as Array<Record<string, unknown>>).map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : Number(v)])),
      );
    // Each migrated client's business has its id, so every row names the same client as before.
    expect(
      num(await dataSource.query('SELECT id, clientId, accountantId, assignedBy, isActive FROM client_assignments ORDER BY id')),
    ).toEqual([
      { id: assignment, clientId: client, accountantId: accountant, assignedBy: manager, isActive: 1 },
      { id: ended, clientId: second, accountantId: accountant, assignedBy: null, isActive: 0 },
    ]);
    expect(num(await dataSource.query('SELECT id, clientId, authorId FROM client_notes ORDER BY id'))).toEqual([
      { id: note, clientId: client, authorId: accountant },
    ]);
    expect(num(await dataSource.query('SELECT id, userId, relatedId, businessId, actorId FROM admin_notifications ORDER BY id'))).toEqual([
      { id: upload, userId: accountant, relatedId: client, businessId: client, actorId: client },
      { id: enquiry, userId: null, relatedId: 7, businessId: null, actorId: null },
    ]);
    // The keys now name businesses: a note about a person's id that is no business is refused, and
    // closing a business takes its assignments, notes and notices with it.
    const business = (await dataSource.query('SELECT id FROM client_businesses WHERE id = ?', [client])) as unknown[];
    expect(business).toHaveLength(1);
    await expect(insert('client_notes', { clientId: accountant, authorId: accountant, content: 'x', isPrivate: 1 })).rejects.toThrow(
      /foreign key/i,
    );
    await dataSource.query('DELETE FROM client_businesses WHERE id = ?', [client]);
    expect(num(await dataSource.query('SELECT id FROM client_assignments'))).toEqual([{ id: ended }]);
    expect(await dataSource.query('SELECT id FROM client_notes')).toEqual([]);
    expect(num(await dataSource.query('SELECT id FROM admin_notifications'))).toEqual([{ id: enquiry }]);

    // And back: the previous schema holds what is left, keyed by the accounts again.
    const back = MIGRATIONS.length - MIGRATIONS.indexOf(StaffOnBusinesses1765700000050);
    for (let i = 0; i < back; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(num(await dataSource.query('SELECT id, clientId FROM client_assignments'))).toEqual([{ id: ended, clientId: second }]);
    await dataSource.runMigrations({ transaction: 'each' });

    for (const table of ['admin_notifications', 'client_notes', 'client_assignments', 'business_members', 'client_businesses', 'users']) {
      await dataSource.query(`DELETE FROM ${table}`);
    }
  });
});
