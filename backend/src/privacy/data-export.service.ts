import { BusinessProfileService } from '../businesses/business-profile.service';
import { EmployeesService } from '../employees/employees.service';
import { ComplianceService } from '../compliance/compliance.service';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ForbiddenError, NotFoundError, TooManyError } from '../common/errors/domain-error';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import { COUNTER_STORE, CounterStore } from '../common/rate-limit/counter-store';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Archiver } from 'archiver';
import { AuditContext, systemAudit } from '../common/audit/audit-context';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { AccountService } from '../account/account.service';
import { ActivityService } from '../activity/activity.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DocumentRequestsService } from '../documents/document-requests.service';
import { DocumentsService } from '../documents/documents.service';
import { wholeBusiness } from '../documents/document-scope';
import { FirmDocumentsService } from '../documents/firm-documents.service';
import { StorageQuotaService } from '../documents/quota/storage-quota.service';
import { InvoicesService } from '../billing/invoices.service';
import { PaymentsService } from '../billing/payments.service';
import { BillingSubscriptionsService } from '../billing/subscriptions.service';
import { MessagesService } from '../messages/messages.service';
import { FILE_STORAGE, FileStorage, StoredObject } from '../storage/file-storage';
import { newExportKey } from '../storage/storage-keys';
import { MailService } from '../mail/mail.service';
import { hashLinkToken, newLinkToken } from '../notifications/tokens';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountActivityService } from '../account-security/account-activity.service';
import { DataExport } from './data-export.entity';
import { dataExportReadyMail } from './mail/data-export-ready.mail';
import { runWriteTransaction } from '../database/write-transaction';

/** archiver, loaded on the first export rather than at start: most processes never build one. */
const loadArchiver = async () => (await import('archiver')).default;

export const EXPORT_INTERVAL_MS = 3_600_000;
export const EXPORT_TOO_SOON = 'You can download your data once an hour. Please try again later.';

/** The refusal (429) of an export asked for within the hour (sent with the Retry-After `claim` answered). */
export function exportTooSoon(): TooManyError {
  return new TooManyError('data_export.too_soon', EXPORT_TOO_SOON);
}
export const EXPORT_PREPARING = 'Your data is being prepared. We will email you a link to download it; the link works for 24 hours.';
export const BUSINESS_EXPORT_OWNERS_ONLY = 'Only an owner of the business can download its data';
export const BUSINESS_EXPORT_TOO_SOON = 'You can download a business’s data once an hour. Please try again later.';

/** The refusal (429) of a second copy of a business within the hour. */
export function businessExportTooSoon(): TooManyError {
  return new TooManyError('data_export.business_too_soon', BUSINESS_EXPORT_TOO_SOON);
}
export const EXPORT_LINK_INVALID = 'This download link is not valid or has expired. You can ask for a new copy in Settings.';
/** How long a background copy and its mail link last. */
export const EXPORT_LINK_MS = 24 * 3_600_000;
/** Builds tried for one request before it is marked failed. */
export const EXPORT_MAX_ATTEMPTS = 3;

/**
 * "Download my data" (POPIA s23): one ZIP streamed to the browser as it is built, never held in
 * memory or on disk. Each part is what the matching API route answers, read through the same
 * service, so the copy and the screens cannot disagree.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger(DataExportService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly account: AccountService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicesService,
    private readonly documents: DocumentsService,
    private readonly firmDocuments: FirmDocumentsService,
    private readonly requests: DocumentRequestsService,
    private readonly messages: MessagesService,
    private readonly activityView: AccountActivityService,
    private readonly activity: ActivityService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly quota: StorageQuotaService,
    private readonly users: UsersService,
    private readonly businesses: BusinessesService,
    private readonly profiles: BusinessProfileService,
    private readonly employees: EmployeesService,
    private readonly compliance: ComplianceService,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
  ) {}

  /**
   * Claims this hour's export for the user: null when claimed, else the seconds until the next one
   * may start (the caller answers `exportTooSoon()` with that Retry-After). A conditional UPDATE
   * (or the first INSERT) decides, so two requests at once, on two instances, cannot both start one.
   */
  async claim(userId: number): Promise<number | null> {
    const now = Date.now();
    const claimed = await this.db
      .createQueryBuilder()
      .update(DataExport)
      .set({ lastStartedAt: now })
      .where('userId = :userId', { userId })
      .andWhere('lastStartedAt <= :cutoff', { cutoff: now - EXPORT_INTERVAL_MS })
      .execute();
    if (claimed.affected === 1) return null;
    try {
      await this.db.getRepository(DataExport).insert({ userId, lastStartedAt: now });
      return null;
    } catch {
      // The row exists and is less than an hour old: refused below.
    }
    const row = await this.db.getRepository(DataExport).findOneBy({ userId });
    return row ? Math.max(1, Math.ceil((row.lastStartedAt + EXPORT_INTERVAL_MS - now) / 1000)) : 60;
  }

  /** True when the files of the person's own copy (what they uploaded) are too large to stream at once (EXPORT_STREAM_MAX_MB). */
  async isLarge(userId: number): Promise<boolean> {
    return (await this.documents.bytesUploadedBy(userId)) > this.config.exports.streamMaxBytes;
  }

  /**
   * Streams the ZIP as it is built (an account under the threshold). `open` is handed the reply's
   * headers once everything but the files has been read, and answers the stream to write to.
   */
  async stream(user: User, audit: AuditContext, open: (headers: Record<string, string>) => Writable): Promise<void> {
    // Everything but the files is read before the first byte goes out, so a failure here is
    // still an ordinary error answer rather than a broken download.
    const contents = await this.contents(user);
    const archiver = await loadArchiver();
    await this.activity.record(audit, 'data.export', { documents: contents.files.length });

    const out = open({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="my-data-${contents.date}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    const zip = this.newZip(archiver, user.id, (err) => out.destroy(err));
    zip.pipe(out);
    await this.writeArchive(zip, user.id, contents);
  }

  /**
   * A large account: the copy is built in the background by DataExportWorker on whichever
   * instance holds the lease, then mailed as a link. Any earlier copy is deleted first.
   */
  async queueBuild(user: User, audit: AuditContext): Promise<void> {
    const row = await this.db.getRepository(DataExport).findOneBy({ userId: user.id });
    if (row?.storageKey) await this.storage.delete(row.storageKey);
    await this.db
      .getRepository(DataExport)
      .update(
        { userId: user.id },
        { status: 'preparing', storageKey: null, tokenHash: null, sizeBytes: null, readyAt: null, expiresAt: null, attempts: 0 },
      );
    await this.activity.record(audit, 'data.export.requested', { background: true });
  }

  /** Users whose background copy waits to be built, oldest request first. */
  async pendingBuilds(limit: number): Promise<number[]> {
    const rows = await this.db
      .getRepository(DataExport)
      .find({ where: { status: 'preparing' }, select: { userId: true }, order: { lastStartedAt: 'ASC' }, take: limit });
    return rows.map((r) => r.userId);
  }

  /**
   * Builds one user's copy into the file storage (streamed, never in memory), then marks it ready
   * and queues the mail with its link in one transaction. Called by the worker under its lease.
   */
  async build(userId: number, now: number = Date.now()): Promise<void> {
    const claimed = await this.db
      .createQueryBuilder()
      .update(DataExport)
      .set({ attempts: () => 'attempts + 1' })
      .where('userId = :userId AND status = :status', { userId, status: 'preparing' })
      .execute();
    if (claimed.affected !== 1) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    const key = newExportKey(userId);
    try {
      const contents = await this.contents(user);
      const body = new PassThrough();
      const zip = this.newZip(await loadArchiver(), userId, (err) => body.destroy(err));
      zip.pipe(body);
      const [size] = await Promise.all([this.storage.put(key, body, 'application/zip'), this.writeArchive(zip, userId, contents)]);
      const { token, hash } = newLinkToken();
      const expiresAt = now + EXPORT_LINK_MS;
      await runWriteTransaction(this.db, async (m) => {
        await m
          .getRepository(DataExport)
          .update({ userId }, { status: 'ready', storageKey: key, tokenHash: hash, sizeBytes: size, readyAt: now, expiresAt });
        await this.mail.queue(
          m,
          dataExportReadyMail,
          user.email,
          { firstName: user.firstName, token, expiresAt: new Date(expiresAt).toISOString(), sizeBytes: size },
          { userId },
        );
      });
      await this.activity.record(systemAudit(userId), 'data.export', { documents: contents.files.length, background: true });
    } catch (err) {
      await this.storage.delete(key).catch(() => undefined);
      this.logger.error(`Background data export for user ${userId} failed`, err instanceof Error ? err.stack : String(err));
      // Retried on the next pass, up to EXPORT_MAX_ATTEMPTS builds.
      await this.db
        .getRepository(DataExport)
        .createQueryBuilder()
        .update()
        .set({ status: 'failed' })
        .where('userId = :userId AND status = :status AND attempts >= :max', { userId, status: 'preparing', max: EXPORT_MAX_ATTEMPTS })
        .execute();
    }
  }

  /** The state of the user's background copy, for the Settings card. */
  async status(
    userId: number,
  ): Promise<{ status: DataExport['status']; readyAt: number | null; expiresAt: number | null; sizeBytes: number | null }> {
    const row = await this.db.getRepository(DataExport).findOneBy({ userId });
    const expired = row?.status === 'ready' && (row.expiresAt ?? 0) <= Date.now();
    return {
      status: expired ? 'expired' : (row?.status ?? null),
      readyAt: row?.readyAt ?? null,
      expiresAt: row?.expiresAt ?? null,
      sizeBytes: row?.sizeBytes ?? null,
    };
  }

  /** The ready copy for its owner and the token of its mail link; 404 for anything else. */
  async openBuilt(userId: number, token: string): Promise<{ file: StoredObject; date: string }> {
    const row = await this.db.getRepository(DataExport).findOneBy({ userId });
    const valid = row?.status === 'ready' && row.storageKey && row.tokenHash === hashLinkToken(token) && (row.expiresAt ?? 0) > Date.now();
    if (!valid || !row.storageKey) throw new NotFoundError('data_export.link_invalid', EXPORT_LINK_INVALID);
    return { file: await this.storage.get(row.storageKey), date: new Date(row.readyAt ?? Date.now()).toISOString().slice(0, 10) };
  }

  async recordDownload(audit: AuditContext): Promise<void> {
    await this.activity.record(audit, 'data.export.download');
  }

  /** Deletes copies whose 24 hours are over; their rows say "expired". */
  async sweepExpired(now: number = Date.now()): Promise<number> {
    const rows = await this.db
      .getRepository(DataExport)
      .createQueryBuilder('e')
      .where('e.status = :status AND e.expiresAt <= :now', { status: 'ready', now })
      .getMany();
    for (const row of rows) {
      if (row.storageKey) await this.storage.delete(row.storageKey);
      await this.db
        .getRepository(DataExport)
        .update({ userId: row.userId, status: 'ready' }, { status: 'expired', storageKey: null, tokenHash: null });
    }
    return rows.length;
  }

  /**
   * The person's own data, everything but the files' bytes, read through the same services as the
   * API routes: their account, the businesses they belong to and their role in each, what they
   * uploaded and wrote, and their activity (sign-ins and security changes among it). The
   * businesses' own rows are in the business's copy, which owners download.
   */
  private async contents(user: User): Promise<ExportContents> {
    const profile = await this.account.me(user.id);
    const memberships = (await this.businesses.membershipsOf(user.id)).map((b) => ({ businessId: b.id, name: b.name, role: b.role }));
    const parts: Array<[string, unknown]> = [
      ['profile.json', profile],
      ['memberships.json', memberships],
      ['documents.json', await this.documents.uploadedBy(user.id)],
      ['messages.json', await this.messages.exportWrittenBy(user)],
      ['activity.json', await this.activityView.all(user.id)],
    ];
    const files = await this.documents.filesUploadedBy(user.id);
    return { readme: personReadme(this.config, profile.username, today()), date: today(), parts, files };
  }

  /**
   * The business's data (an owner's copy): its profile and people, documents, requests, billing,
   * employees and conversations, each part as the business's own screens show it.
   */
  private async businessContents(businessId: number, owner: User): Promise<ExportContents> {
    const business = await this.businesses.get(businessId);
    const people = (await this.businesses.membersOf(businessId)).map((m) => ({
      userId: m.userId,
      firstName: m.user.firstName,
      lastName: m.user.lastName,
      email: m.user.email,
      role: m.role,
      joinedAt: m.createdAt,
    }));
    const company = await this.profiles.profileOf(businessId);
    // The modules below are read by business id, the key every client row moves to (decision 0019).
    const parts: Array<[string, unknown]> = [
      ['business.json', { id: business.id, name: business.name, createdAt: business.createdAt, company, people }],
      ['employees.json', (await this.employees.listForBusiness(businessId)).items],
      ['subscriptions.json', await this.subscriptions.listForBusiness(businessId)],
      ['payments.json', (await this.payments.listForBusiness(businessId)).items],
      ['invoices.json', await this.invoices.listForBusiness(businessId)],
      ['document-requests.json', await this.requests.listForBusiness(wholeBusiness(businessId))],
      ['documents.json', (await this.documents.listForBusiness(wholeBusiness(businessId))).items],
      ['documents-from-the-firm.json', (await this.firmDocuments.listForBusiness(wholeBusiness(businessId))).items],
      ['tax-calendar.json', await this.compliance.exportForBusiness(businessId)],
      ['messages.json', await this.messages.exportForBusiness(businessId, owner)],
    ];
    const files = await this.documents.filesOf(businessId);
    return { readme: businessReadme(this.config, business.name, today()), date: today(), parts, files };
  }

  /**
   * Claims this hour's copy of the business for an owner: null when claimed, else the seconds until
   * the next (the caller answers `businessExportTooSoon()` with that Retry-After). 404 for anyone
   * not a member, as for a business that does not exist, and 403 for a member who is not an owner,
   * both before anything is counted: only an owner's copy uses up their hour. Counted per owner and
   * business in the shared rate-limit counters, so it holds on every instance.
   */
  async claimBusiness(businessId: number, owner: User): Promise<number | null> {
    const membership = await this.businesses.membershipOf(businessId, owner.id);
    if (!membership) throw new NotFoundError('business.not_found', BUSINESS_NOT_FOUND);
    if (membership.role !== 'owner') throw new ForbiddenError('data_export.owners_only', BUSINESS_EXPORT_OWNERS_ONLY);
    const state = await this.counters.hit(`business-export:${businessId}:${owner.id}`, EXPORT_INTERVAL_MS);
    if (state.hits <= 1) return null;
    return Math.max(1, Math.ceil((state.windowEndsAt - Date.now()) / 1000));
  }

  /** An owner's copy of the business's data, streamed as it is built (after `claimBusiness`). */
  async streamBusiness(
    businessId: number,
    owner: User,
    audit: AuditContext,
    open: (headers: Record<string, string>) => Writable,
  ): Promise<void> {
    const contents = await this.businessContents(businessId, owner);
    const archiver = await loadArchiver();
    await this.activity.record(audit, 'data.export.business', { businessId, documents: contents.files.length });
    const out = open({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="business-data-${contents.date}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    const zip = this.newZip(archiver, owner.id, (err) => out.destroy(err));
    zip.pipe(out);
    await this.writeArchive(zip, owner.id, contents);
  }

  private newZip(archiver: Awaited<ReturnType<typeof loadArchiver>>, userId: number, fail: (err: Error) => void): Archiver {
    const zip = archiver('zip', { zlib: { level: 6 } });
    zip.on('warning', (err) => this.logger.warn(`Data export for user ${userId}: ${err.message}`));
    zip.on('error', (err) => {
      this.logger.error(`Data export for user ${userId} failed`, err.stack);
      fail(err);
    });
    return zip;
  }

  /** The one layout of the archive, streamed or built in the background: README, JSON parts, files. */
  private async writeArchive(zip: Archiver, userId: number, contents: ExportContents): Promise<void> {
    const names = new UniqueNames();
    const fileIndex: Array<{ documentId: number; fileName: string; path: string }> = [];
    zip.append(contents.readme, { name: 'README.txt' });
    for (const [name, data] of contents.parts) zip.append(`${JSON.stringify(data, null, 2)}\n`, { name });
    for (const doc of contents.files) {
      const path = `files/${names.take(doc.fileName)}`;
      try {
        const stored = await this.storage.get(doc.storageKey);
        zip.append(stored.body, { name: path });
        // One file open at a time: wait until this entry is written before opening the next.
        await once(zip, 'entry');
        fileIndex.push({ documentId: doc.id, fileName: doc.fileName, path });
      } catch (err) {
        this.logger.error(`Data export for user ${userId}: document ${doc.id} unreadable`, err instanceof Error ? err.stack : String(err));
        fileIndex.push({ documentId: doc.id, fileName: doc.fileName, path: '(the stored file could not be read)' });
      }
    }
    zip.append(`${JSON.stringify(fileIndex, null, 2)}\n`, { name: 'files.json' });
    await zip.finalize();
  }
}

/** Original file names, made unique inside the archive ("statement.pdf", "statement (2).pdf"). */
export class UniqueNames {
  private readonly used = new Set<string>();

  take(original: string): string {
    // No folders or control characters from a name into the archive's paths.
    const clean =
      original
        .replace(/[\\/]/g, '_')
        .replace(/\p{Cc}/gu, '')
        .trim() || 'file';
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; this.used.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${ext}`;
    this.used.add(name.toLowerCase());
    return name;
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function personReadme(config: AppConfig, username: string, date: string): string {
  const firm = config.firm.name;
  return [
    `${firm}: a copy of the personal information we hold about you`,
    `Account: ${username}. Made on ${date}.`,
    '',
    'You asked for this copy under section 23 of the Protection of Personal Information Act (POPIA).',
    'It holds what the client portal stores about you as a person. The businesses you act for',
    'keep their own records (documents, billing, employees, conversations); an owner of a',
    'business can download those separately.',
    '',
    '  profile.json            your profile, as the Settings screen shows it',
    '  memberships.json        the businesses you belong to and your role in each',
    '  documents.json          the documents you uploaded, with their review status',
    '  messages.json           the messages you wrote to the firm, with their conversations',
    '  activity.json           sign-ins, security changes, uploads, and every time a staff member',
    '                          opened one of your documents',
    '  files/                  every file you uploaded, under its original name (a number is added',
    '                          when two files share a name)',
    '  files.json              which file in files/ belongs to which document',
    '',
    'The .json files are plain text in JSON format; any text editor opens them.',
    'Questions or corrections: contact the firm; see the privacy page on our website.',
    '',
  ].join('\n');
}

function businessReadme(config: AppConfig, businessName: string, date: string): string {
  const firm = config.firm.name;
  return [
    `${firm}: a copy of what the client portal holds for ${businessName}`,
    `Made on ${date} for an owner of the business.`,
    '',
    'It holds the records the client portal keeps for the business, whoever of its people made them:',
    '',
    '  business.json           the business, its company details and its people with their roles',
    '  employees.json          the employees recorded',
    '  subscriptions.json      the service subscriptions',
    '  payments.json           the payments',
    '  invoices.json           the invoices and their status',
    '  document-requests.json  documents the firm asked for',
    '  documents.json          the documents uploaded, with their review status',
    '  documents-from-the-firm.json  documents the firm published, with when they were read and acknowledged',
    '  tax-calendar.json       the SARS and CIPC obligations, with their status, PRN, amount and proof',
    '  messages.json           the conversations with the firm, every message and attachment',
    '  files/                  every uploaded file, under its original name (a number is added',
    '                          when two files share a name)',
    '  files.json              which file in files/ belongs to which document',
    '',
    'Each person can download their own data (their account, sign-ins and what they wrote) in Settings.',
    '',
  ].join('\n');
}

/** What goes into an archive, everything but the files' bytes. */
interface ExportContents {
  readme: string;
  date: string;
  parts: Array<[string, unknown]>;
  files: Awaited<ReturnType<DocumentsService['filesOf']>>;
}
