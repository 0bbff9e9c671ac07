import { BusinessesService } from '../../businesses/businesses.service';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { ServicePackage } from '../../catalogue/service-package.entity';
import { Document, DocumentStatus } from '../../documents/document.entity';
import { DocumentRequest } from '../../documents/document-request.entity';
import { CompanyEmployee } from '../../employees/company-employee.entity';
import { Payment, PaymentStatus } from '../../billing/entities/payment.entity';
import { FileStorage } from '../../storage/file-storage';
import { newDocumentKey } from '../../storage/storage-keys';
import { Subscription } from '../../billing/entities/subscription.entity';
import { isProfileComplete } from '../../users/profile-completeness';
import { User } from '../../users/user.entity';
import { seedCatalogue } from '../../catalogue/catalogue.seed';
import { demoCsv, demoPdf, demoPng } from './demo-files';
import { markListsChanged } from '../../client-lists/lists-version';
import { runWriteTransaction } from '../../database/write-transaction';

export const DEMO_USERNAME = 'demo';
export const DEMO_ACCOUNTANT_USERNAME = 'demo-accountant';
const DEMO_COMPANY = 'Mokoena Interiors (Pty) Ltd';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export interface DemoSeedOptions {
  /** When the demo client already exists: give it a new password (and report it) instead of doing nothing. */
  resetPassword?: boolean;
  /** "Now" for the relative dates; tests pin it. */
  now?: Date;
}

export interface DemoSeedResult {
  /** True when this run created the demo client and its data. */
  created: boolean;
  username: string;
  /** The password to sign in with when this run set one; null when an existing client was left alone. */
  password: string | null;
}

const DAY = 86_400_000;

/** A readable one-off password (no look-alike characters to mistype from a terminal). */
function newPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return `demo-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Same day of the month `months` earlier (or later), clamped to the month's length, at 08:00 in Cape Town. */
function monthsFrom(base: Date, months: number, day = base.getUTCDate()): Date {
  const first = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months, 1, 6, 0, 0));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function monthName(d: Date): string {
  return new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(d);
}

interface DemoFile {
  fileName: string;
  fileType: string;
  category: string;
  description: string;
  status: DocumentStatus;
  uploadedDaysAgo: number;
  review?: { notes: string; daysAfterUpload: number };
  body: Buffer;
}

/**
 * Creates a demo client with a full dashboard: a complete profile, an active Standard and an
 * expired Essential subscription, six months of payments (one pending, one failed), documents in
 * every review status with real files in storage, pending, overdue and completed document requests
 * from a demo accountant, and active and inactive employees.
 *
 * Idempotent: when the demo client exists nothing is touched (unless resetPassword is asked for).
 * Files are written before the rows, and removed again if the rows cannot be written, so a failed
 * run leaves nothing half made.
 */
export async function seedDemo(
  dataSource: DataSource,
  storage: FileStorage,
  hasher: PasswordHasher,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const users = dataSource.getRepository(User);
  const existing = await users.findOne({ where: { username: DEMO_USERNAME } });
  if (existing) {
    if (!options.resetPassword) return { created: false, username: DEMO_USERNAME, password: null };
    const password = newPassword();
    await users.update({ id: existing.id }, { password: await hasher.hash(password) });
    return { created: false, username: DEMO_USERNAME, password };
  }

  await seedCatalogue(dataSource);
  const password = newPassword();
  const passwordHash = await hasher.hash(password);
  // Nobody signs in as the demo accountant (the staff side is not built): its password is thrown away.
  const accountantHash = await hasher.hash(randomBytes(32).toString('base64url'));

  const writtenKeys: string[] = [];
  try {
    // Through the app's write transaction, which runs the whole body again when the database is
    // busy: the seed may run beside a live server writing to the same SQLite file, and a deferred
    // transaction whose snapshot another writer moved on fails with SQLITE_BUSY_SNAPSHOT. Files a
    // failed attempt stored go first (docs/write-transactions.md).
    await runWriteTransaction(dataSource, async (m) => {
      for (const key of writtenKeys.splice(0)) await storage.delete(key).catch(() => undefined);
      const accountant = await findOrCreateAccountant(m, accountantHash);
      const client = m.getRepository(User).create({
        username: DEMO_USERNAME,
        email: 'demo@example.com',
        password: passwordHash,
        firstName: 'Lerato',
        lastName: 'Mokoena',
        phone: '+27 21 555 0142',
        role: 'client',
        isStaff: false,
      });
      // The company profile is the business's (docs/client-businesses.md, "The company profile").
      const company = {
        address: '14 Belmont Road, Rondebosch',
        city: 'Cape Town',
        postalCode: '7700',
        country: 'South Africa',
        vatNumber: '4470281234',
        registrationNumber: '2019/482716/07',
        businessType: 'private_company',
        annualRevenue: '1m_5m',
        numberOfEmployees: 4,
      };
      client.isProfileComplete = isProfileComplete({ ...client, ...company, company: DEMO_COMPANY });
      const user = await m.getRepository(User).save(client);
      const business = await new BusinessesService(dataSource).createWithOwner(m, user, DEMO_COMPANY, company);
      await markListsChanged(m, business.id);

      const subscriptions = await createSubscriptions(m, business.id, user.id, now);
      await createPayments(m, business.id, user.id, subscriptions, now);
      const documents = await createDocuments(m, storage, business.id, user.id, accountant.id, now, writtenKeys);
      await createRequests(m, business.id, accountant.id, documents, now);
      await createEmployees(m, business.id, user.id);
    });
  } catch (err) {
    for (const key of writtenKeys) await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return { created: true, username: DEMO_USERNAME, password };
}

async function findOrCreateAccountant(m: EntityManager, passwordHash: string): Promise<User> {
  const repo = m.getRepository(User);
  const found = await repo.findOne({ where: { username: DEMO_ACCOUNTANT_USERNAME } });
  if (found) return found;
  return repo.save(
    repo.create({
      username: DEMO_ACCOUNTANT_USERNAME,
      email: 'accountant.demo@example.com',
      password: passwordHash,
      firstName: 'Naledi',
      lastName: 'Sithole',
      role: 'accountant',
      isStaff: true,
      isProfileComplete: false,
    }),
  );
}

async function servicePackage(m: EntityManager, packageType: string): Promise<ServicePackage> {
  return m.getRepository(ServicePackage).findOneOrFail({ where: { packageType } });
}

async function createSubscriptions(
  m: EntityManager,
  businessId: number,
  userId: number,
  now: Date,
): Promise<{ standard: Subscription; essential: Subscription }> {
  const repo = m.getRepository(Subscription);
  const standardStart = monthsFrom(now, -5, 1);
  const essential = await repo.save(
    repo.create({
      businessId,
      userId,
      serviceId: (await servicePackage(m, 'essential')).id,
      status: 'expired',
      stripeSubscriptionId: null,
      startDate: monthsFrom(now, -11, 1),
      // Upgraded to Standard: Essential ran to the end of its last paid month.
      endDate: standardStart,
      renewalDate: standardStart,
      autoRenew: false,
    }),
  );
  const standard = await repo.save(
    repo.create({
      businessId,
      userId,
      serviceId: (await servicePackage(m, 'standard')).id,
      status: 'active',
      stripeSubscriptionId: 'sub_DEMO7f3a9c2e41',
      startDate: standardStart,
      renewalDate: monthsFrom(now, 1, 1),
      endDate: null,
      autoRenew: true,
    }),
  );
  return { standard, essential };
}

async function createPayments(
  m: EntityManager,
  businessId: number,
  userId: number,
  subs: { standard: Subscription; essential: Subscription },
  now: Date,
): Promise<void> {
  const repo = m.getRepository(Payment);
  const rows: Array<Partial<Payment>> = [];
  const add = (sub: Subscription, amount: number, status: PaymentStatus, when: Date, method: string | null, description: string) =>
    rows.push({
      businessId,
      userId,
      subscriptionId: sub.id,
      amount,
      currency: 'ZAR',
      status,
      paymentMethod: method,
      stripePaymentId: `DEMO-${isoDate(when).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`,
      paymentDate: when,
      description,
    });

  const essentialLast = monthsFrom(now, -6, 1);
  add(subs.essential, 1299, 'completed', essentialLast, 'eft', `Essential package – ${monthName(essentialLast)}`);
  for (let back = 5; back >= 1; back--) {
    const due = monthsFrom(now, -back, 1);
    const label = `Standard package – ${monthName(due)}`;
    if (back === 3) {
      // A debit that bounced, paid by EFT a few days later.
      add(subs.standard, 3599, 'failed', due, null, `${label} (debit order returned)`);
      add(subs.standard, 3599, 'completed', new Date(due.getTime() + 3 * DAY), 'eft', label);
    } else {
      add(subs.standard, 3599, 'completed', due, back === 4 ? 'card' : 'eft', label);
    }
  }
  const current = monthsFrom(now, 0, 1);
  // Still owed: no method until it is paid.
  add(subs.standard, 3599, 'pending', current, null, `Standard package – ${monthName(current)}`);
  await repo.save(rows.map((r) => repo.create(r)));
}

async function createDocuments(
  m: EntityManager,
  storage: FileStorage,
  businessId: number,
  uploaderId: number,
  reviewerId: number,
  now: Date,
  writtenKeys: string[],
): Promise<Map<string, Document>> {
  const lastMonth = monthsFrom(now, -1, 1);
  const files: DemoFile[] = [
    {
      fileName: `FNB-business-cheque-statement-${isoDate(lastMonth).slice(0, 7)}.csv`,
      fileType: 'text/csv',
      category: 'bank_statement',
      description: `Business cheque account statement for ${monthName(lastMonth)}`,
      status: 'approved',
      uploadedDaysAgo: 24,
      review: { notes: 'Reconciled against the ledger. Thank you.', daysAfterUpload: 2 },
      body: demoCsv([
        ['Date', 'Description', 'Amount', 'Balance'],
        [isoDate(lastMonth), 'Opening balance', 0, 48210.55],
        [isoDate(new Date(lastMonth.getTime() + 2 * DAY)), 'Client payment - INV-0139', 18400, 66610.55],
        [isoDate(new Date(lastMonth.getTime() + 5 * DAY)), 'Eskom prepaid electricity', -1250, 65360.55],
        [isoDate(new Date(lastMonth.getTime() + 9 * DAY)), 'Salaries', -42600.5, 22760.05],
        [isoDate(new Date(lastMonth.getTime() + 14 * DAY)), 'Builders Warehouse - supplies', -3875.2, 18884.85],
      ]),
    },
    {
      fileName: 'Invoice-INV-0142.pdf',
      fileType: 'application/pdf',
      category: 'invoice',
      description: 'Sales invoice for the Claremont showroom fit-out',
      status: 'pending',
      uploadedDaysAgo: 1,
      body: demoPdf('Tax Invoice INV-0142', [
        'Mokoena Interiors (Pty) Ltd, VAT 4470281234',
        'Bill to: Claremont Lifestyle Centre',
        'Showroom fit-out, phase 1: R 32 000.00',
        'VAT at 15%: R 4 800.00',
        'Total due: R 36 800.00',
      ]),
    },
    {
      fileName: 'VAT201-worksheet.pdf',
      fileType: 'application/pdf',
      category: 'vat_return',
      description: 'VAT201 worksheet for the last two-month period',
      status: 'needs_revision',
      uploadedDaysAgo: 12,
      review: { notes: 'Page 2 with the output tax totals is missing. Please upload the full worksheet.', daysAfterUpload: 3 },
      body: demoPdf('VAT201 worksheet', ['Standard-rated supplies: R 118 400.00', 'Output tax: see page 2']),
    },
    {
      fileName: 'till-slip-hardware.png',
      fileType: 'image/png',
      category: 'receipt',
      description: 'Hardware store till slip',
      status: 'rejected',
      uploadedDaysAgo: 18,
      review: { notes: 'The photo is too blurry to read the amounts. Please rescan or upload the emailed slip.', daysAfterUpload: 1 },
      body: demoPng(),
    },
    {
      fileName: `payroll-summary-${isoDate(lastMonth).slice(0, 7)}.csv`,
      fileType: 'text/csv',
      category: 'payroll_tax',
      description: `Payroll summary for ${monthName(lastMonth)} (EMP201)`,
      status: 'pending',
      uploadedDaysAgo: 6,
      body: demoCsv([
        ['Employee', 'Gross', 'PAYE', 'UIF'],
        ['Sipho Dlamini', 18500, 2356.42, 177.12],
        ['Aisha Khan', 14200.5, 1203.1, 142.01],
        ['Johan van der Merwe', 9800, 0, 98],
      ]),
    },
  ];

  const repo = m.getRepository(Document);
  const byCategory = new Map<string, Document>();
  for (const f of files) {
    const key = newDocumentKey(businessId);
    writtenKeys.push(key);
    const size = await storage.put(key, Readable.from(f.body), f.fileType);
    const uploadedAt = new Date(now.getTime() - f.uploadedDaysAgo * DAY);
    const reviewedAt = f.review ? new Date(uploadedAt.getTime() + f.review.daysAfterUpload * DAY) : null;
    const saved = await repo.save(
      repo.create({
        businessId,
        userId: uploaderId,
        fileName: f.fileName,
        fileType: f.fileType,
        fileSize: size,
        storageKey: key,
        category: f.category,
        description: f.description,
        status: f.status,
        uploadedAt,
        lastModified: reviewedAt,
        reviewedBy: f.review ? reviewerId : null,
        reviewedAt,
        reviewNotes: f.review?.notes ?? null,
      }),
    );
    byCategory.set(f.category, saved);
  }
  return byCategory;
}

async function createRequests(
  m: EntityManager,
  clientId: number,
  requestedBy: number,
  documents: Map<string, Document>,
  now: Date,
): Promise<void> {
  const repo = m.getRepository(DocumentRequest);
  const payroll = documents.get('payroll_tax');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  // Types are document categories, so the upload screen preselects the right one; every request
  // was made before it fell due, and the completed one was completed when its file arrived.
  await repo.save([
    repo.create({
      clientId,
      requestedBy,
      documentType: 'bank_statement',
      description: `Savings account statement for ${monthName(monthsFrom(now, -1, 1))}`,
      dueDate: isoDate(new Date(now.getTime() + 10 * DAY)),
      status: 'pending',
      createdAt: daysAgo(4),
      updatedAt: daysAgo(4),
    }),
    repo.create({
      clientId,
      requestedBy,
      documentType: 'payroll_tax',
      description: 'IRP5 employee tax certificates for the last tax year',
      // Stored as pending: it reads as overdue because the due date has passed.
      dueDate: isoDate(daysAgo(5)),
      status: 'pending',
      createdAt: daysAgo(19),
      updatedAt: daysAgo(19),
    }),
    repo.create({
      clientId,
      requestedBy,
      documentType: 'payroll_tax',
      description: 'Monthly payroll summary for the EMP201 submission',
      dueDate: isoDate(daysAgo(3)),
      status: 'completed',
      fulfilledWith: payroll?.id ?? null,
      createdAt: daysAgo(14),
      // Completed by the upload of its file.
      updatedAt: payroll?.uploadedAt ?? daysAgo(6),
    }),
  ]);
}

async function createEmployees(m: EntityManager, businessId: number, addedBy: number): Promise<void> {
  const repo = m.getRepository(CompanyEmployee);
  const people: Array<Partial<CompanyEmployee>> = [
    {
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@mokoena-interiors.example',
      phone: '+27 82 555 0101',
      position: 'Office manager',
      employeeId: 'EMP001',
      taxNumber: '0123456789',
      salaryAmount: 18500,
      startDate: '2021-02-01',
      endDate: null,
      isActive: true,
    },
    {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'aisha@mokoena-interiors.example',
      phone: '+27 83 555 0144',
      position: 'Interior designer',
      employeeId: 'EMP004',
      taxNumber: '1234567890',
      salaryAmount: 14200.5,
      startDate: '2023-06-15',
      endDate: null,
      isActive: true,
    },
    {
      firstName: 'Johan',
      lastName: 'van der Merwe',
      email: null,
      phone: '+27 71 555 0177',
      position: 'Installer',
      employeeId: 'EMP003',
      taxNumber: null,
      salaryAmount: 9800,
      startDate: '2022-01-10',
      endDate: null,
      isActive: true,
    },
    {
      firstName: 'Nomvula',
      lastName: 'Mthembu',
      email: 'nomvula.m@example.com',
      phone: null,
      position: 'Receptionist',
      employeeId: 'EMP002',
      taxNumber: '2345678901',
      salaryAmount: 11000,
      startDate: '2019-03-01',
      endDate: '2024-08-31',
      isActive: false,
    },
  ];
  await repo.save(people.map((p) => repo.create({ ...p, businessId, userId: addedBy })));
}
