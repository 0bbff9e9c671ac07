import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { CreateBankStatementLines1765500000000 } from '../src/database/migrations/1765500000000-CreateBankStatementLines';
import { CreateClientBusinesses1765700000000 } from '../src/database/migrations/1765700000000-CreateClientBusinesses';
import { KeyConversationsByBusiness1765700000040 } from '../src/database/migrations/1765700000040-KeyConversationsByBusiness';

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
  it('gives each conversation of a populated database to its client’s business, with its messages, reads, attachments and digest lines', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const insert = async (table: string, fields: Record<string, unknown>): Promise<number> => {
      const names = Object.keys(fields);
      await dataSource.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(fields));
      const [row] = (await dataSource.query(`SELECT MAX(id) AS id FROM ${table}`)) as Array<{ id: number }>;
      return Number(row.id);
    };
    const user = (username: string, extra: Record<string, unknown>) =>
      insert('users', { username, email: `${username}@example.co.za`, password: 'x', ...extra });
    const client = await user('mig-msg-client', { role: 'client', isStaff: 0, company: 'Bo-Kaap Spice Traders' });
    const other = await user('mig-msg-other', { role: 'client', isStaff: 0 });
    const staff = await user('mig-msg-staff', { role: 'accountant', isStaff: 1 });
    const at = '2026-11-20 10:00:00';
    const conversation = (clientId: number, subject: string) =>
      insert('conversations', { clientId, subject, status: 'open', startedById: clientId, lastMessageAt: at, lastActivityAt: at });
    const first = await conversation(client, 'VAT for March');
    const second = await conversation(other, 'Payroll');
    // A thread on a staff account (no client, so no business): the client routes never let one be written.
    const stray = await conversation(staff, 'Not a client');
    const message = (conversationId: number, authorId: number, authorSide: string, internal: number, body: string) =>
      insert('conversation_messages', { conversationId, authorId, authorSide, internal, body, createdAt: at });
    const asked = await message(first, client, 'client', 0, 'Question');
    await message(first, staff, 'staff', 1, 'A note');
    await message(first, staff, 'staff', 0, 'Answer');
    await message(second, other, 'client', 0, 'Hello');
    await message(stray, staff, 'client', 0, 'Stray');
    await insert('conversation_reads', { conversationId: first, userId: client, lastReadMessageId: asked });
    await insert('conversation_reads', { conversationId: first, userId: staff, lastReadMessageId: asked });
    const doc = await insert('documents', {
      userId: client,
      fileName: 'slip.pdf',
      fileType: 'application/pdf',
      fileSize: 10,
      storageKey: `documents/${client}/slip.pdf`,
      category: 'receipt',
    });
    await insert('message_attachments', { messageId: asked, documentId: doc });
    await insert('staff_message_digest_items', { staffId: staff, clientId: client, conversationId: first });
    const snapshot = async () => ({
      conversations: (await dataSource.query('SELECT id, clientId, subject FROM conversations ORDER BY id')) as unknown[],
      messages: (await dataSource.query('SELECT id, conversationId, authorId, body FROM conversation_messages ORDER BY id')) as unknown[],
      reads: (await dataSource.query('SELECT conversationId, userId, lastReadMessageId FROM conversation_reads ORDER BY id')) as unknown[],
      attachments: (await dataSource.query('SELECT messageId, documentId FROM message_attachments')) as unknown[],
      digest: (await dataSource.query('SELECT staffId, clientId, conversationId FROM staff_message_digest_items')) as unknown[],
    });
    const before = await snapshot();

    await dataSource.runMigrations({ transaction: 'each' });

    // Each conversation names its client's business, which has the client's id: every row stays as it was,
    // but the staff account's thread (and its message), which no business can own.
    const after = await snapshot();
    const ofStray = (rows: unknown[], key: 'id' | 'conversationId') => rows.filter((r) => Number((r as Record<string, unknown>)[key]) !== stray);
    expect(after).toEqual({
      ...before,
      conversations: ofStray(before.conversations, 'id'),
      messages: ofStray(before.messages, 'conversationId'),
    });
    expect((await dataSource.query('SELECT id FROM client_businesses ORDER BY id')) as Array<{ id: number }>).toEqual(
      [client, other].map((id) => ({ id })),
    );
    // The key is the business's now: the person's account going leaves the thread, closing the business removes it.
    await dataSource.query('DELETE FROM users WHERE id = ?', [client]);
    expect(((await dataSource.query('SELECT id FROM conversations WHERE id = ?', [first])) as unknown[]).length).toBe(1);
    await dataSource.query('DELETE FROM client_businesses WHERE id = ?', [client]);
    expect(await dataSource.query('SELECT id FROM conversations ORDER BY id')).toEqual([{ id: second }]);
    expect(await dataSource.query('SELECT conversationId FROM conversation_messages')).toEqual([{ conversationId: second }]);
    expect(await dataSource.query('SELECT id FROM staff_message_digest_items')).toEqual([]);

    // Back: the key names the account again (a business that is no account has no conversation to keep).
    const ours = MIGRATIONS.length - MIGRATIONS.indexOf(KeyConversationsByBusiness1765700000040);
    for (let i = 0; i < ours; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query('SELECT id, clientId FROM conversations')).toEqual([{ id: second, clientId: other }]);
    await dataSource.query('DELETE FROM users WHERE id = ?', [other]);
    expect(await dataSource.query('SELECT id FROM conversations')).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });

    await dataSource.query('DELETE FROM documents');
    await dataSource.query('DELETE FROM client_businesses');
    await dataSource.query('DELETE FROM users');
  });
});
