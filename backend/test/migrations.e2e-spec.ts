import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions, createDataSource } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { revertLastMigration } from '../src/database/revert-migration';
import { CreateBankStatementLines1765500000000 } from '../src/database/migrations/1765500000000-CreateBankStatementLines';
import { CreateClientBusinesses1765700000000 } from '../src/database/migrations/1765700000000-CreateClientBusinesses';
import { KeyDocumentsByBusiness1765700000010 } from '../src/database/migrations/1765700000010-KeyDocumentsByBusiness';
import { KeyBillingByBusiness1765700000020 } from '../src/database/migrations/1765700000020-KeyBillingByBusiness';
import { BusinessProfileAndEmployees1765700000030 } from '../src/database/migrations/1765700000030-BusinessProfileAndEmployees';
import { KeyConversationsByBusiness1765700000040 } from '../src/database/migrations/1765700000040-KeyConversationsByBusiness';
import { StaffOnBusinesses1765700000050 } from '../src/database/migrations/1765700000050-StaffOnBusinesses';
import { DropUsersCompanyColumns1765970000000 } from '../src/database/migrations/1765970000000-DropUsersCompanyColumns';

/** Every migration runs forwards and back on the configured database (SQLite, or MariaDB with DB_TYPE=mysql). */
describe('Migrations', () => {
  let dataSource: DataSource;

  // A migration's own test runs it, and its way back, as the last one: the later migrations are
  // taken out of the data source's list meanwhile, then put back and applied again.
  let allMigrations: DataSource['migrations'] | null = null;
  const limitMigrationsTo = (last: { name: string }) => {
    allMigrations = dataSource.migrations;
    const end = allMigrations.findIndex((m) => m.constructor === last.constructor || m.name === last.name) + 1;
    (dataSource as unknown as { migrations: DataSource['migrations'] }).migrations = allMigrations.slice(0, end);
  };
  const restoreAllMigrations = async () => {
    if (allMigrations) (dataSource as unknown as { migrations: DataSource['migrations'] }).migrations = allMigrations;
    allMigrations = null;
    await dataSource.runMigrations({ transaction: 'each' });
  };

  beforeAll(async () => {
    dataSource = createDataSource(buildDataSourceOptions(loadConfig(), []));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    // Leave the schema applied for the suites that follow.
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
  });

  /** Inserts a row into a table of the schema as it stands (no entity), answering its id. */
  const insert = async (table: string, fields: Record<string, unknown>): Promise<number> => {
    const names = Object.keys(fields);
    await dataSource.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(fields));
    const [row] = (await dataSource.query(`SELECT MAX(id) AS id FROM ${table}`)) as Array<{ id: number }>;
    return Number(row.id);
  };
  /** Rows with every value a number (ids and flags read back as strings or numbers alike), null kept. */
  const num = (rows: unknown) =>
    (rows as Array<Record<string, unknown>>).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : Number(v)])),
    );

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
    for (let i = 0; i < MIGRATIONS.length; i++) await revertLastMigration(dataSource);
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
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
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
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    const [back] = (await dataSource.query(`SELECT ${column} AS ${column} FROM bank_statements WHERE id = ?`, [id])) as Array<{
      lines: string;
    }>;
    expect(JSON.parse(back.lines)).toEqual(lines);
    await dataSource.query('DELETE FROM bank_statements');
    // Every test starts from the whole schema: the next ones count their undos from the newest migration.
    await dataSource.runMigrations({ transaction: 'each' });
  });

  it('turns each client account of a populated database into a business it owns, with the same id, losing nothing', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
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

    const businesses = (await dataSource.query('SELECT id, name, nameFromOwner FROM client_businesses ORDER BY id')) as Array<{
      id: number;
      name: string;
      nameFromOwner: number | boolean;
    }>;
    // Named after the person only where no company was given, and marked so (the profile has no company name).
    expect(businesses.map((b) => ({ id: Number(b.id), name: b.name, nameFromOwner: Boolean(Number(b.nameFromOwner)) }))).toEqual([
      { id: withCompany, name: 'Bo-Kaap Spice Traders', nameFromOwner: false },
      { id: withName, name: 'Naledi Khumalo', nameFromOwner: true },
      { id: bare, name: 'mig-bare', nameFromOwner: true },
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

  it("gives each client's documents, requests, quota reservations and upload digests to its business, keeping the uploader, losing nothing, and back", async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    limitMigrationsTo(KeyDocumentsByBusiness1765700000010);
    // Some of these tables have no id column (storage_usage): the insert answers nothing.
    const insertRow = async (table: string, fields: Record<string, unknown>) => {
      const names = Object.keys(fields);
      await dataSource.query(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        Object.values(fields),
      );
    };
    const idOf = async (table: string, where: string, value: unknown) =>
      Number(((await dataSource.query(`SELECT id FROM ${table} WHERE ${where} = ?`, [value])) as Array<{ id: number }>)[0].id);
    // The previous schema, populated: two clients and a staff member, documents (one reviewed by
    // staff), requests (one fulfilled by a document: a child row), a reservation, a digest entry.
    await insertRow('users', { username: 'mig-a', email: 'mig-a@example.co.za', password: 'x', role: 'client', isStaff: 0 });
    await insertRow('users', { username: 'mig-b', email: 'mig-b@example.co.za', password: 'x', role: 'client', isStaff: 0 });
    await insertRow('users', { username: 'mig-s', email: 'mig-s@example.co.za', password: 'x', role: 'accountant', isStaff: 1 });
    const [a, b, staff] = [
      await idOf('users', 'username', 'mig-a'),
      await idOf('users', 'username', 'mig-b'),
      await idOf('users', 'username', 'mig-s'),
    ];
    const doc = (userId: number, key: string, extra: Record<string, unknown> = {}) =>
      insertRow('documents', {
        userId,
        fileName: `${key}.pdf`,
        fileType: 'application/pdf',
        fileSize: 100,
        storageKey: `documents/${userId}/${key}`,
        category: 'bank_statement',
        ...extra,
      });
    await doc(a, 'a1', { status: 'approved', reviewedBy: staff });
    await doc(a, 'a2');
    await doc(b, 'b1');
    const [a1, b1] = [
      await idOf('documents', 'storageKey', `documents/${a}/a1`),
      await idOf('documents', 'storageKey', `documents/${b}/b1`),
    ];
    await insertRow('document_requests', {
      clientId: a,
      requestedBy: staff,
      documentType: 'bank_statement',
      status: 'completed',
      fulfilledWith: a1,
    });
    await insertRow('document_requests', { clientId: b, requestedBy: staff, documentType: 'vat_return', status: 'pending' });
    await insertRow('storage_usage', { userId: a, reservedBytes: 4096, reservedUntil: 1234 });
    await insertRow('staff_upload_digest_items', { staffId: staff, clientId: b, documentId: b1 });

    await dataSource.runMigrations({ transaction: 'each' });

    const documents = (await dataSource.query('SELECT id, businessId, userId, storageKey, reviewedBy FROM documents ORDER BY id')) as Array<
      Record<string, unknown>
    >;
    expect(
      documents.map((d) => [Number(d.businessId), Number(d.userId), d.storageKey, d.reviewedBy === null ? null : Number(d.reviewedBy)]),
    ).toEqual([
      [a, a, `documents/${a}/a1`, staff],
      [a, a, `documents/${a}/a2`, null],
      [b, b, `documents/${b}/b1`, null],
    ]);
    const requests = (await dataSource.query(
      'SELECT clientId, requestedBy, fulfilledWith, status FROM document_requests ORDER BY id',
    )) as Array<Record<string, unknown>>;
    expect(
      requests.map((r) => [Number(r.clientId), Number(r.requestedBy), r.fulfilledWith === null ? null : Number(r.fulfilledWith), r.status]),
    ).toEqual([
      [a, staff, a1, 'completed'],
      [b, staff, null, 'pending'],
    ]);
    const usage = (await dataSource.query('SELECT businessId, reservedBytes, reservedUntil FROM storage_usage')) as Array<
      Record<string, unknown>
    >;
    expect(usage.map((u) => [Number(u.businessId), Number(u.reservedBytes), Number(u.reservedUntil)])).toEqual([[a, 4096, 1234]]);
    const digest = (await dataSource.query('SELECT clientId, documentId FROM staff_upload_digest_items')) as Array<Record<string, unknown>>;
    expect(digest.map((d) => [Number(d.clientId), Number(d.documentId)])).toEqual([[b, b1]]);

    // The person's account going leaves the business's documents, without their name.
    await dataSource.query('DELETE FROM business_members WHERE userId = ?', [b]);
    await dataSource.query('DELETE FROM users WHERE id = ?', [b]);
    expect(await dataSource.query('SELECT businessId, userId FROM documents WHERE id = ?', [b1])).toEqual([
      { businessId: b, userId: null },
    ]);
    expect(
      Number(
        ((await dataSource.query('SELECT COUNT(*) AS n FROM document_requests WHERE clientId = ?', [b])) as Array<{ n: number }>)[0].n,
      ),
    ).toBe(1);

    // And back: documents belong to the account with the business's id again.
    await revertLastMigration(dataSource);
    const reverted = (await dataSource.query('SELECT userId FROM documents ORDER BY id')) as Array<{ userId: number }>;
    // b's account is gone, and with it (as before businesses) its document and request.
    expect(reverted.map((d) => Number(d.userId))).toEqual([a, a]);
    expect((await dataSource.query('SELECT userId FROM storage_usage')) as unknown[]).toEqual([{ userId: a }]);
    await dataSource.runMigrations({ transaction: 'each' });

    for (const table of [
      'staff_upload_digest_items',
      'storage_usage',
      'document_requests',
      'documents',
      'business_members',
      'client_businesses',
      'users',
    ]) {
      await dataSource.query(`DELETE FROM ${table}`);
    }
    await restoreAllMigrations();
  });

  it("gives each billing row of a populated database its client's business, keeps the person, and loses nothing", async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(KeyBillingByBusiness1765700000020);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    // Forward and back through KeyBillingByBusiness1765700000020 alone: later migrations are not this test's.
    limitMigrationsTo(KeyBillingByBusiness1765700000020);
    const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params) as Promise<Array<Record<string, unknown>>>;
    const idOf = async (sql: string, params: unknown[]) => Number((await q(sql, params))[0].id);
    // The previous schema, populated: two clients (each a business with its id, as migrated), a
    // subscription, invoices with their payments, a credit note and a bank statement line naming
    // them, and an invoice, payment and credit note whose account was already deleted (userId NULL).
    const client = async (username: string) => {
      await q("INSERT INTO users (username, email, password, role, isStaff) VALUES (?, ?, 'x', 'client', 0)", [
        username,
        `${username}@example.co.za`,
      ]);
      const id = await idOf('SELECT id FROM users WHERE username = ?', [username]);
      await q('INSERT INTO client_businesses (id, name) VALUES (?, ?)', [id, username]);
      await q("INSERT INTO business_members (businessId, userId, role) VALUES (?, ?, 'owner')", [id, id]);
      return id;
    };
    const thandi = await client('mig-thandi');
    const pieter = await client('mig-pieter');
    await q("INSERT INTO services (title, description, price, packageType, features) VALUES ('Mig', 'Mig', 100, 'mig-package', '[]')");
    const service = await idOf("SELECT id FROM services WHERE packageType = 'mig-package'", []);
    await q(
      "INSERT INTO subscriptions (userId, serviceId, status, startDate, autoRenew, openKey) VALUES (?, ?, 'active', '2026-01-01 08:00:00', 1, ?)",
      [thandi, service, `${thandi}:${service}`],
    );
    const sub = await idOf('SELECT id FROM subscriptions WHERE userId = ?', [thandi]);
    const invoice = async (number: number, userId: number | null, subscriptionId: number | null) => {
      await q(
        'INSERT INTO invoices (number, reference, userId, subscriptionId, status, issuedAt, dueAt, periodStart, periodEnd, description, totalCents, vatCents, taxInvoice, clientName, proofSize) ' +
          "VALUES (?, ?, ?, ?, 'paid', '2026-01-01 08:00:00', '2026-01-08 08:00:00', ?, '2026-02-01 08:00:00', 'Monthly fee', 359900, 46943, 1, 'Client', 2048)",
        [number, `INV${number}`, userId, subscriptionId, `2026-01-0${number} 08:00:00`],
      );
      return idOf('SELECT id FROM invoices WHERE number = ?', [number]);
    };
    const thandiInvoice = await invoice(1, thandi, sub);
    const pieterInvoice = await invoice(2, pieter, null);
    const orphanInvoice = await invoice(3, null, null);
    for (const [userId, invoiceId] of [
      [thandi, thandiInvoice],
      [pieter, pieterInvoice],
      [null, orphanInvoice],
    ]) {
      await q(
        "INSERT INTO payments (userId, subscriptionId, invoiceId, amount, status, paymentDate) VALUES (?, ?, ?, 3599, 'completed', '2026-01-02 08:00:00')",
        [userId, invoiceId === thandiInvoice ? sub : null, invoiceId],
      );
    }
    await q(
      "INSERT INTO credit_notes (number, invoiceId, userId, reason, totalCents, vatCents, issuedAt) VALUES (1, ?, ?, 'Refund', 1000, 130, '2026-01-03 08:00:00')",
      [thandiInvoice, thandi],
    );
    // A credit note of an account deleted before this migration: no foreign key kept its id from dangling.
    await q(
      "INSERT INTO credit_notes (number, invoiceId, userId, reason, totalCents, vatCents, issuedAt) VALUES (2, ?, 99999, 'Refund', 500, 65, '2026-01-03 08:00:00')",
      [orphanInvoice],
    );
    await q("INSERT INTO bank_statements (bank, uploadedBy) VALUES ('fnb', NULL)");
    const statement = await idOf('SELECT id FROM bank_statements ORDER BY id DESC', []);
    await q(
      "INSERT INTO bank_statement_lines (statementId, line, date, description, amountCents, invoiceId) VALUES (?, 2, '2026-01-02', 'INV1', 359900, ?)",
      [statement, thandiInvoice],
    );
    const numbers = (rows: Array<Record<string, unknown>>) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : Number(v)])));

    await dataSource.runMigrations({ transaction: 'each' });

    expect(numbers(await q('SELECT id, businessId, userId, serviceId FROM subscriptions'))).toEqual([
      { id: sub, businessId: thandi, userId: thandi, serviceId: service },
    ]);
    expect((await q('SELECT openKey FROM subscriptions'))[0].openKey).toBe(`${thandi}:${service}`);
    expect(numbers(await q('SELECT id, businessId, userId, subscriptionId, proofSize FROM invoices ORDER BY number'))).toEqual([
      { id: thandiInvoice, businessId: thandi, userId: thandi, subscriptionId: sub, proofSize: 2048 },
      { id: pieterInvoice, businessId: pieter, userId: pieter, subscriptionId: null, proofSize: 2048 },
      { id: orphanInvoice, businessId: null, userId: null, subscriptionId: null, proofSize: 2048 },
    ]);
    expect(numbers(await q('SELECT invoiceId, businessId, userId, subscriptionId FROM payments ORDER BY invoiceId'))).toEqual([
      { invoiceId: thandiInvoice, businessId: thandi, userId: thandi, subscriptionId: sub },
      { invoiceId: pieterInvoice, businessId: pieter, userId: pieter, subscriptionId: null },
      { invoiceId: orphanInvoice, businessId: null, userId: null, subscriptionId: null },
    ]);
    expect(numbers(await q('SELECT invoiceId, businessId, userId FROM credit_notes ORDER BY number'))).toEqual([
      { invoiceId: thandiInvoice, businessId: thandi, userId: thandi },
      { invoiceId: orphanInvoice, businessId: null, userId: null },
    ]);
    expect(numbers(await q('SELECT invoiceId FROM bank_statement_lines'))).toEqual([{ invoiceId: thandiInvoice }]);

    // The keys hold: the person leaving leaves the business's rows; the business closing takes its
    // subscription and keeps its financial records with no business.
    await q('DELETE FROM business_members WHERE userId = ?', [thandi]);
    await q('DELETE FROM users WHERE id = ?', [thandi]);
    expect(numbers(await q('SELECT businessId, userId FROM subscriptions'))).toEqual([{ businessId: thandi, userId: null }]);
    expect(numbers(await q('SELECT businessId, userId FROM invoices WHERE id = ?', [thandiInvoice]))).toEqual([
      { businessId: thandi, userId: null },
    ]);
    await q('DELETE FROM client_businesses WHERE id = ?', [thandi]);
    expect(await q('SELECT id FROM subscriptions')).toEqual([]);
    expect(numbers(await q('SELECT businessId, userId, subscriptionId FROM invoices WHERE id = ?', [thandiInvoice]))).toEqual([
      { businessId: null, userId: null, subscriptionId: null },
    ]);
    expect(numbers(await q('SELECT businessId FROM payments WHERE invoiceId = ?', [thandiInvoice]))).toEqual([{ businessId: null }]);
    expect(numbers(await q('SELECT businessId FROM credit_notes WHERE number = 1'))).toEqual([{ businessId: null }]);

    // TypeORM reverts inside a transaction, where SQLite cannot turn foreign keys off, and rebuilding
    // invoices would trip credit_notes' RESTRICT: the way back is checked without credit notes.
    await q('DELETE FROM credit_notes');
    // And back: the previous schema names each client by the account its business shares an id with.
    await revertLastMigration(dataSource);
    expect(numbers(await q('SELECT userId FROM invoices ORDER BY number'))).toEqual([
      { userId: null },
      { userId: pieter },
      { userId: null },
    ]);
    expect(numbers(await q('SELECT userId FROM payments ORDER BY invoiceId'))).toEqual([
      { userId: null },
      { userId: pieter },
      { userId: null },
    ]);
    await dataSource.runMigrations({ transaction: 'each' });

    for (const table of [
      'bank_statement_lines',
      'bank_statements',
      'payments',
      'credit_notes',
      'invoices',
      'subscriptions',
      'business_members',
      'client_businesses',
      'users',
    ])
      await q(`DELETE FROM ${table}`);
    await q("DELETE FROM services WHERE packageType = 'mig-package'");
    await restoreAllMigrations();
  });

  it("moves each business's company profile from its owner's account and its employees to the business, losing nothing, and back", async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(BusinessProfileAndEmployees1765700000030);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    // Forward and back through BusinessProfileAndEmployees1765700000030 alone: later migrations are not this test's.
    limitMigrationsTo(BusinessProfileAndEmployees1765700000030);
    // The previous schema, populated: two client accounts, each a business with its id and owner
    // (as the step before left them), one with a full company profile; a staff member; employees
    // of each, and one recorded against the staff account (no business could own it).
    const profile = {
      address: '3 Main Road',
      city: 'Cape Town',
      postalCode: '7700',
      country: 'Namibia',
      vatNumber: '4123456789',
      registrationNumber: '2020/123456/07',
      businessType: 'private_company',
      annualRevenue: '1m_5m',
      numberOfEmployees: 6,
    };
    const full = await insert('users', {
      username: 'mig-full',
      email: 'mig-full@example.co.za',
      password: 'x',
      role: 'client',
      isStaff: 0,
      company: 'Nkosi Catering',
      ...profile,
    });
    const bare = await insert('users', {
      username: 'mig-bare2',
      email: 'mig-bare2@example.co.za',
      password: 'x',
      role: 'client',
      isStaff: 0,
    });
    const staff = await insert('users', {
      username: 'mig-staff2',
      email: 'mig-staff2@example.co.za',
      password: 'x',
      role: 'accountant',
      isStaff: 1,
    });
    for (const [id, name] of [
      [full, 'Nkosi Catering'],
      [bare, 'mig-bare2'],
    ] as const) {
      await insert('client_businesses', { id, name });
      await insert('business_members', { businessId: id, userId: id, role: 'owner' });
    }
    const employee = (userId: number, firstName: string) =>
      insert('company_employees', { userId, firstName, lastName: 'Dlamini', salaryAmount: 100.5 });
    const sipho = await employee(full, 'Sipho');
    const aisha = await employee(full, 'Aisha');
    const johan = await employee(bare, 'Johan');
    await employee(staff, 'Orphan');

    await dataSource.runMigrations({ transaction: 'each' });

    const businesses = (await dataSource.query(
      'SELECT id, name, address, city, postalCode, country, vatNumber, registrationNumber, businessType, annualRevenue, numberOfEmployees FROM client_businesses ORDER BY id',
    )) as Array<Record<string, unknown>>;
    expect(
      businesses.map((b) => ({
        ...b,
        id: Number(b.id),
        numberOfEmployees: b.numberOfEmployees === null ? null : Number(b.numberOfEmployees),
      })),
    ).toEqual([
      { id: full, name: 'Nkosi Catering', ...profile },
      {
        id: bare,
        name: 'mig-bare2',
        address: null,
        city: null,
        postalCode: null,
        country: 'South Africa',
        vatNumber: null,
        registrationNumber: null,
        businessType: null,
        annualRevenue: null,
        numberOfEmployees: null,
      },
    ]);
    const employees = (await dataSource.query(
      'SELECT id, businessId, userId, firstName, salaryAmount FROM company_employees ORDER BY id',
    )) as Array<Record<string, unknown>>;
    expect(
      employees.map((e) => ({
        ...e,
        id: Number(e.id),
        businessId: Number(e.businessId),
        userId: Number(e.userId),
        salaryAmount: Number(e.salaryAmount),
      })),
    ).toEqual([
      { id: sipho, businessId: full, userId: full, firstName: 'Sipho', salaryAmount: 100.5 },
      { id: aisha, businessId: full, userId: full, firstName: 'Aisha', salaryAmount: 100.5 },
      { id: johan, businessId: bare, userId: bare, firstName: 'Johan', salaryAmount: 100.5 },
    ]);
    // The accounts keep their columns (unused from now on; DropUsersCompanyColumns drops them).
    expect(await dataSource.query('SELECT city FROM users WHERE id = ?', [full])).toEqual([{ city: 'Cape Town' }]);

    // The new keys hold: the person who added an employee may go, the business may not.
    await dataSource.query('DELETE FROM business_members WHERE userId = ?', [full]);
    await dataSource.query('DELETE FROM users WHERE id = ?', [full]);
    expect(await dataSource.query('SELECT userId FROM company_employees WHERE id = ?', [sipho])).toEqual([{ userId: null }]);
    await expect(
      dataSource.query('INSERT INTO company_employees (businessId, firstName, lastName) VALUES (?, ?, ?)', [987654, 'X', 'Y']),
    ).rejects.toThrow();
    await dataSource.query('DELETE FROM client_businesses WHERE id = ?', [bare]);
    expect(await dataSource.query('SELECT id FROM company_employees WHERE id = ?', [johan])).toEqual([]);

    // And back: the employees return to the business's owner, the profile to the owner's account.
    await dataSource.query("UPDATE client_businesses SET city = 'Durban' WHERE id = ?", [full]);
    const restored = await insert('users', {
      username: 'mig-full2',
      email: 'mig-full2@example.co.za',
      password: 'x',
      role: 'client',
      isStaff: 0,
      company: 'Old',
    });
    await insert('business_members', { businessId: full, userId: restored, role: 'owner' });
    await revertLastMigration(dataSource);
    expect(await dataSource.query('SELECT company, city FROM users WHERE id = ?', [restored])).toEqual([
      { company: 'Nkosi Catering', city: 'Durban' },
    ]);
    const back = (await dataSource.query('SELECT id, userId FROM company_employees ORDER BY id')) as Array<{ id: number; userId: number }>;
    expect(back.map((e) => ({ id: Number(e.id), userId: Number(e.userId) }))).toEqual([
      { id: sipho, userId: restored },
      { id: aisha, userId: restored },
    ]);
    await dataSource.runMigrations({ transaction: 'each' });

    for (const table of ['company_employees', 'business_members', 'client_businesses', 'users'])
      await dataSource.query(`DELETE FROM ${table}`);
    await restoreAllMigrations();
  });

  it('gives each conversation of a populated database to its client’s business, with its messages, reads, attachments and digest lines', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    limitMigrationsTo(KeyConversationsByBusiness1765700000040);
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
    const ofStray = (rows: unknown[], key: 'id' | 'conversationId') =>
      rows.filter((r) => Number((r as Record<string, unknown>)[key]) !== stray);
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
    const ours = 1;
    for (let i = 0; i < ours; i++) await revertLastMigration(dataSource);
    expect(await dataSource.query('SELECT id, clientId FROM conversations')).toEqual([{ id: second, clientId: other }]);
    await dataSource.query('DELETE FROM users WHERE id = ?', [other]);
    expect(await dataSource.query('SELECT id FROM conversations')).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });

    await dataSource.query('DELETE FROM documents');
    await dataSource.query('DELETE FROM client_businesses');
    await dataSource.query('DELETE FROM users');
    await restoreAllMigrations();
  });

  it("points a populated database's assignments, notes and staff notices at the client businesses, losing nothing", async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(CreateClientBusinesses1765700000000);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    limitMigrationsTo(StaffOnBusinesses1765700000050);
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
    const back = 1;
    for (let i = 0; i < back; i++) await revertLastMigration(dataSource);
    expect(num(await dataSource.query('SELECT id, clientId FROM client_assignments'))).toEqual([{ id: ended, clientId: second }]);
    await dataSource.runMigrations({ transaction: 'each' });

    for (const table of ['admin_notifications', 'client_notes', 'client_assignments', 'business_members', 'client_businesses', 'users']) {
      await dataSource.query(`DELETE FROM ${table}`);
    }
    await restoreAllMigrations();
  });

  it('drops the company columns from users without touching the accounts or what refers to them, and puts them back', async () => {
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(DropUsersCompanyColumns1765970000000);
    for (let i = 0; i < undo; i++) await revertLastMigration(dataSource);
    limitMigrationsTo(DropUsersCompanyColumns1765970000000);
    const user = (username: string, extra: Record<string, unknown> = {}) =>
      insert('users', { username, email: `${username}@example.co.za`, password: 'x', role: 'client', isStaff: 0, ...extra });
    const owner = await user('drop-owner', { firstName: 'Thandi', company: 'Stale Name', city: 'Stale City', listsVersion: 'v1' });
    const second = await user('drop-second', { company: 'Other' });
    const named = await user('drop-named');
    const company = await insert('client_businesses', { name: 'Nkosi Catering', nameFromOwner: 0, city: 'Cape Town' });
    const personal = await insert('client_businesses', { name: 'drop-named', nameFromOwner: 1 });
    await insert('business_members', { businessId: company, userId: owner, role: 'owner' });
    await insert('business_members', { businessId: company, userId: second, role: 'owner' });
    await insert('business_members', { businessId: personal, userId: named, role: 'owner' });
    await dataSource.query('INSERT INTO sessions (id, expiresAt, userId, businessId, data) VALUES (?, ?, ?, ?, ?)', [
      'drop-session',
      Date.now() + 60_000,
      owner,
      company,
      '{}',
    ]);

    await dataSource.runMigrations({ transaction: 'each' });

    const columns = async () => (await dataSource.createQueryRunner().getTable('users'))!.columns.map((c) => c.name);
    const dropped = ['company', 'address', 'city', 'postalCode', 'country', 'vatNumber', 'registrationNumber', 'businessType'];
    const droppedToo = ['annualRevenue', 'numberOfEmployees', 'stripeCustomerId', 'listsVersion'];
    expect(await columns()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^(${[...dropped, ...droppedToo].join('|')})$`))]),
    );
    expect(await columns()).toEqual(
      expect.arrayContaining(['id', 'username', 'email', 'password', 'firstName', 'role', 'isProfileComplete']),
    );
    // The accounts, their memberships and their session are all still there, and the keys still hold.
    expect(await dataSource.query('SELECT username, firstName FROM users WHERE id = ?', [owner])).toEqual([
      { username: 'drop-owner', firstName: 'Thandi' },
    ]);
    expect(num(await dataSource.query('SELECT businessId, userId FROM business_members ORDER BY id'))).toEqual([
      { businessId: company, userId: owner },
      { businessId: company, userId: second },
      { businessId: personal, userId: named },
    ]);
    expect(num(await dataSource.query('SELECT userId FROM sessions WHERE id = ?', ['drop-session']))).toEqual([{ userId: owner }]);
    await expect(insert('business_members', { businessId: company, userId: 987654, role: 'owner' })).rejects.toThrow(/foreign key/i);
    await dataSource.query('DELETE FROM users WHERE id = ?', [second]);
    expect(num(await dataSource.query('SELECT userId FROM business_members WHERE businessId = ? ORDER BY id', [company]))).toEqual([
      { userId: owner },
    ]);

    // And back: the columns return, empty, but for the company name of each business's first owner.
    await revertLastMigration(dataSource);
    const rows = (await dataSource.query('SELECT id, company, city, country, listsVersion FROM users ORDER BY id')) as Array<
      Record<string, unknown>
    >;
    expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
      { id: owner, company: 'Nkosi Catering', city: null, country: 'South Africa', listsVersion: null },
      { id: named, company: null, city: null, country: 'South Africa', listsVersion: null },
    ]);
    // Rebuilding users on the way back (SQLite) kept what refers to it (revertLastMigration).
    expect(num(await dataSource.query('SELECT businessId, userId FROM business_members ORDER BY id'))).toEqual([
      { businessId: company, userId: owner },
      { businessId: personal, userId: named },
    ]);
    expect(num(await dataSource.query('SELECT userId FROM sessions WHERE id = ?', ['drop-session']))).toEqual([{ userId: owner }]);
    await dataSource.runMigrations({ transaction: 'each' });

    await dataSource.query('DELETE FROM sessions');
    for (const table of ['business_members', 'client_businesses', 'users']) await dataSource.query(`DELETE FROM ${table}`);
    await restoreAllMigrations();
  });
});
