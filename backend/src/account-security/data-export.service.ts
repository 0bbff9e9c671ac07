import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import type { Request, Response } from 'express';
import { once } from 'node:events';
import { DataSource } from 'typeorm';
import { AccountService } from '../account/account.service';
import { ActivityService } from '../activity/activity.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DocumentRequestsService } from '../documents/document-requests.service';
import { DocumentsService } from '../documents/documents.service';
import { Document } from '../documents/document.entity';
import { EmployeesService } from '../employees/employees.service';
import { InvoicesService } from '../billing/invoices.service';
import { PaymentsService } from '../billing/payments.service';
import { BillingSubscriptionsService } from '../billing/subscriptions.service';
import { MessagesService } from '../messages/messages.service';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { User } from '../users/user.entity';
import { AccountActivityService } from './account-activity.service';
import { DataExport } from './data-export.entity';

export const EXPORT_INTERVAL_MS = 3_600_000;
export const EXPORT_TOO_SOON = 'You can download your data once an hour. Please try again later.';

/** The company fields of the profile, also given on their own (company.json). */
const COMPANY_FIELDS = [
  'company',
  'address',
  'city',
  'postalCode',
  'country',
  'vatNumber',
  'registrationNumber',
  'businessType',
  'annualRevenue',
  'numberOfEmployees',
] as const;

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
    private readonly employees: EmployeesService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicesService,
    private readonly documents: DocumentsService,
    private readonly requests: DocumentRequestsService,
    private readonly messages: MessagesService,
    private readonly activityView: AccountActivityService,
    private readonly activity: ActivityService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Claims this hour's export for the user, or answers 429. A conditional UPDATE (or the first
   * INSERT) decides, so two requests at once, on two instances, cannot both start one.
   */
  async claim(userId: number, res: Response): Promise<void> {
    const now = Date.now();
    const claimed = await this.db
      .createQueryBuilder()
      .update(DataExport)
      .set({ lastStartedAt: now })
      .where('userId = :userId', { userId })
      .andWhere('lastStartedAt <= :cutoff', { cutoff: now - EXPORT_INTERVAL_MS })
      .execute();
    if (claimed.affected === 1) return;
    try {
      await this.db.getRepository(DataExport).insert({ userId, lastStartedAt: now });
      return;
    } catch {
      // The row exists and is less than an hour old: refused below.
    }
    const row = await this.db.getRepository(DataExport).findOneBy({ userId });
    const retryAfter = row ? Math.max(1, Math.ceil((row.lastStartedAt + EXPORT_INTERVAL_MS - now) / 1000)) : 60;
    res.setHeader('Retry-After', String(retryAfter));
    throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: EXPORT_TOO_SOON }, HttpStatus.TOO_MANY_REQUESTS);
  }

  async stream(user: User, req: Request, res: Response): Promise<void> {
    // Everything but the files is read before the first byte goes out, so a failure here is
    // still an ordinary error answer rather than a broken download.
    const profile = await this.account.me(user.id);
    const company = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, profile[f]]));
    const parts: Array<[string, unknown]> = [
      ['profile.json', profile],
      ['company.json', company],
      ['employees.json', (await this.employees.listOwn(user.id)).items],
      ['subscriptions.json', await this.subscriptions.listOwn(user.id)],
      ['payments.json', (await this.payments.listOwn(user.id)).items],
      ['invoices.json', await this.invoices.listOwn(user.id)],
      ['document-requests.json', await this.requests.listForClient(user.id)],
      ['documents.json', (await this.documents.listForUser(user.id)).items],
      ['messages.json', await this.messages.exportForClient(user)],
      ['activity.json', await this.activityView.all(user.id)],
    ];
    const files = await this.db.getRepository(Document).find({
      where: { userId: user.id },
      select: { id: true, fileName: true, storageKey: true },
      order: { id: 'ASC' },
    });
    await this.activity.record(user.id, 'data.export', req, { documents: files.length });

    const date = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="my-data-${date}.zip"`);
    res.setHeader('Cache-Control', 'private, no-store');

    const zip = archiver('zip', { zlib: { level: 6 } });
    zip.on('warning', (err) => this.logger.warn(`Data export for user ${user.id}: ${err.message}`));
    zip.on('error', (err) => {
      this.logger.error(`Data export for user ${user.id} failed`, err.stack);
      res.destroy(err);
    });
    zip.pipe(res);

    const names = new UniqueNames();
    const fileIndex: Array<{ documentId: number; fileName: string; path: string }> = [];
    zip.append(readme(this.config, profile.username, date), { name: 'README.txt' });
    for (const [name, data] of parts) zip.append(`${JSON.stringify(data, null, 2)}\n`, { name });
    for (const doc of files) {
      const path = `files/${names.take(doc.fileName)}`;
      try {
        const stored = await this.storage.get(doc.storageKey);
        zip.append(stored.body, { name: path });
        // One file open at a time: wait until this entry is written before opening the next.
        await once(zip, 'entry');
        fileIndex.push({ documentId: doc.id, fileName: doc.fileName, path });
      } catch (err) {
        this.logger.error(`Data export for user ${user.id}: document ${doc.id} unreadable`, err instanceof Error ? err.stack : String(err));
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

function readme(config: AppConfig, username: string, date: string): string {
  const firm = config.firm.name;
  return [
    `${firm}: a copy of the personal information we hold about you`,
    `Account: ${username}. Made on ${date}.`,
    '',
    'You asked for this copy under section 23 of the Protection of Personal Information Act (POPIA).',
    'It holds everything the client portal stores about your account:',
    '',
    '  profile.json            your profile, as the Settings and Company screens show it',
    '  company.json            your company details',
    '  employees.json          the employees you recorded',
    '  subscriptions.json      your service subscriptions',
    '  payments.json           your payments',
    '  invoices.json           your invoices and their status',
    '  document-requests.json  documents the firm asked you for',
    '  documents.json          the documents you uploaded, with their review status',
    '  messages.json           your conversations with the firm, every message and attachment',
    '  activity.json           sign-ins, security changes, uploads, and every time a staff member',
    '                          opened one of your documents',
    '  files/                  every uploaded file, under its original name (a number is added',
    '                          when two files share a name)',
    '  files.json              which file in files/ belongs to which document',
    '',
    'The .json files are plain text in JSON format; any text editor opens them.',
    'Questions or corrections: contact the firm; see the privacy page on our website.',
    '',
  ].join('\n');
}
