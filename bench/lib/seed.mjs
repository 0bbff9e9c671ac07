// Test data for the benchmarks: through the API where it is cheap, straight into SQLite where
// the volume (10,000 documents) would make the API the thing being measured.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from './client.mjs';
import { ROOT } from './processes.mjs';

const require = createRequire(join(ROOT, 'backend/package.json'));
const Database = require('better-sqlite3');

/** Uploads `count` small documents for the signed-in client, ten files a request. */
export async function uploadDocuments(client, count) {
  for (let done = 0; done < count; done += 10) {
    const form = new FormData();
    form.append('category', 'invoice');
    form.append('description', 'Benchmark invoice');
    for (let i = 0; i < Math.min(10, count - done); i++) {
      form.append('files', new Blob([`%PDF-1.4 benchmark file ${done + i}\n`], { type: 'application/pdf' }), `invoice-${done + i}.pdf`);
    }
    await client.request('/api/documents/upload', { method: 'POST', form });
  }
}

/** Adds `count` employees for the signed-in client, one request each. */
export async function addEmployees(client, count) {
  for (let i = 0; i < count; i++) {
    await client.request('/api/employees', {
      method: 'POST',
      json: { firstName: `Staff${i}`, lastName: 'Member', salaryAmount: 15000, startDate: '2023-01-09' },
    });
  }
}

/**
 * A signed-in client of `app` with the lists the API benchmark reads: 200 documents, 20 employees
 * and 24 payments. Seeded the same way wherever those lists are measured.
 */
export async function signedInListsClient(app, username) {
  const client = new Client(app.base);
  const user = await client.register(username);
  await uploadDocuments(client, 200);
  await addEmployees(client, 20);
  const db = openDatabase(app.dataDir);
  insertPayments(db, user.id, 24);
  db.close();
  return client;
}

export function openDatabase(dataDir) {
  const db = new Database(join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The business a registered client owns: client rows are keyed by it (docs/client-businesses.md). */
function businessOf(db, userId) {
  const row = db.prepare("SELECT businessId FROM business_members WHERE userId = ? AND role = 'owner' ORDER BY id LIMIT 1").get(userId);
  if (!row) throw new Error(`User ${userId} owns no business`);
  return row.businessId;
}

/**
 * Rows written behind the application's back must replace the business's lists version, as the
 * application's own writes do, or a list already served from memory would stay as it was.
 */
function markListsChanged(db, businessId) {
  db.prepare('UPDATE client_businesses SET listsVersion = ? WHERE id = ?').run(randomUUID(), businessId);
}

export function insertPayments(db, userId, count) {
  const insert = db.prepare(
    `INSERT INTO payments (businessId, userId, amount, currency, status, paymentMethod, stripePaymentId, paymentDate, description)
     VALUES (?, ?, ?, 'ZAR', ?, ?, ?, ?, ?)`,
  );
  const statuses = ['completed', 'completed', 'completed', 'pending', 'failed'];
  const businessId = businessOf(db, userId);
  db.transaction(() => {
    markListsChanged(db, businessId);
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.now() - i * 86_400_000 * 15).toISOString().replace('T', ' ').slice(0, 19);
      insert.run(
        businessId,
        userId,
        3599,
        statuses[i % statuses.length],
        i % 2 ? 'eft' : null,
        `pi_${randomUUID().slice(0, 12)}`,
        date,
        'Standard package, monthly',
      );
    }
  })();
}

export function insertDocuments(db, userId, count) {
  const insert = db.prepare(
    `INSERT INTO documents (businessId, userId, fileName, fileType, fileSize, storageKey, category, description, status)
     VALUES (?, ?, ?, 'application/pdf', ?, ?, ?, ?, ?)`,
  );
  const categories = ['bank_statement', 'invoice', 'receipt', 'tax_return', 'vat_return', 'contract'];
  const statuses = ['pending', 'approved', 'rejected', 'needs_revision'];
  const businessId = businessOf(db, userId);
  db.transaction(() => {
    markListsChanged(db, businessId);
    for (let i = 0; i < count; i++) {
      insert.run(
        businessId,
        userId,
        `document-${i}.pdf`,
        20_000 + i,
        `documents/${businessId}/${randomUUID()}`,
        categories[i % 6],
        `Scale document ${i}`,
        statuses[i % 4],
      );
    }
  })();
}

export function insertEmployees(db, userId, count) {
  const insert = db.prepare(
    `INSERT INTO company_employees (businessId, userId, firstName, lastName, email, position, employeeId, salaryAmount, startDate, endDate, isActive)
     VALUES (?, ?, ?, ?, ?, 'Clerk', ?, 18500, '2022-03-01', ?, ?)`,
  );
  const businessId = businessOf(db, userId);
  db.transaction(() => {
    markListsChanged(db, businessId);
    for (let i = 0; i < count; i++) {
      const active = i % 10 !== 0;
      insert.run(
        businessId,
        userId,
        `First${i}`,
        `Last${i}`,
        `employee${i}@bench.example`,
        `E${i}`,
        active ? null : '2024-02-29',
        active ? 1 : 0,
      );
    }
  })();
}
