import { documentTypeLabel } from '@table-bay/shared';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, Not, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { openRequestWhere } from '../document-request-status';
import { DocumentRequest } from '../document-request.entity';
import { Document } from '../document.entity';
import { firmDateOf, firmHourOf, firmToday, toDateOnly } from '../../common/calendar/firm-calendar';
import { MailService } from '../../mail/mail.service';
import { RepeatingJob } from '../../common/scheduling/repeating-job';
import { SchedulerLeaseService } from '../../common/scheduling/scheduler-lease.service';
import { User } from '../../users/user.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';
import { greetingName } from '../../users/display-name';
import { requestReminderMail, ReminderStage } from './documents.mails';
import { staffUploadDigestMail } from './staff-uploads.mails';
import { ReminderKind, RequestReminder, StaffMessageDigestItem, StaffUploadDigestItem } from '../../notifications/notification-entities';
import { NotificationPreferencesService } from '../../notifications/notification-preferences.service';
import { DocumentNoticesService } from './document-notices.service';
import { runWriteTransaction } from '../../database/write-transaction';

/** Scheduled mail goes out from this hour, Johannesburg time. */
export const SEND_HOUR = 8;
const EVERY_MS = 60_000;
const MAX_OVERDUE_REMINDERS = 4;

function dayNumber(isoDate: string): number {
  return Math.round(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000);
}

/**
 * The reminder due for a request on `today`, if any: 3 days before the due date, on the due date,
 * then every 7 days while overdue (at most 4). A stage stays current until the next one starts,
 * so a day the job could not run is caught up once, never twice (the unique row decides).
 */
export function reminderFor(
  dueDate: string,
  today: string,
  createdOn: string,
): { kind: ReminderKind; stage: ReminderStage; daysOverdue: number } | null {
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  const created = dayNumber(createdOn);
  let start: number;
  let result: { kind: ReminderKind; stage: ReminderStage; daysOverdue: number };
  if (now >= due - 3 && now < due) {
    start = due - 3;
    result = { kind: 'before-3d', stage: 'before', daysOverdue: 0 };
  } else if (now === due) {
    start = due;
    result = { kind: 'due', stage: 'due', daysOverdue: 0 };
  } else if (now >= due + 7) {
    const k = Math.floor((now - due) / 7);
    if (k > MAX_OVERDUE_REMINDERS) return null;
    start = due + 7 * k;
    result = { kind: `overdue-${k}` as ReminderKind, stage: 'overdue', daysOverdue: now - due };
  } else {
    return null;
  }
  // A request made on or after the stage's first day already told the client; no reminder on top.
  return created < start ? result : null;
}

/**
 * Request reminders and the staff upload digest, at 08:00 Johannesburg time, on one instance at
 * a time (scheduler lease). A reminder row is written in the same transaction as its mail, so a
 * restart or a second instance can never send it twice.
 */
@Injectable()
export class ScheduledMailJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly timer = new RepeatingJob('Scheduled mail', new Logger(ScheduledMailJobs.name));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly leases: SchedulerLeaseService,
    private readonly preferences: NotificationPreferencesService,
    private readonly notices: DocumentNoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.worker) this.timer.start(EVERY_MS, () => this.runAll());
  }

  onApplicationShutdown(): void {
    this.timer.stop();
  }

  async runAll(): Promise<void> {
    await this.sendRequestReminders();
    await this.sendStaffDigests();
  }

  private beforeSendHour(): boolean {
    return firmHourOf(this.clock.now()) < SEND_HOUR;
  }

  /** Queues the reminders due today; returns how many. */
  async sendRequestReminders(): Promise<number> {
    if (this.beforeSendHour()) return 0;
    let sent = 0;
    await this.leases.runExclusive('request-reminders', 10 * 60_000, async () => {
      const today = firmToday(this.clock.now());
      const open = await this.dataSource.getRepository(DocumentRequest).find({
        where: { ...openRequestWhere(), dueDate: Not(IsNull()) },
      });
      for (const request of open) {
        const due = toDateOnly(request.dueDate);
        if (!due) continue;
        const step = reminderFor(due, today, firmDateOf(request.createdAt));
        if (!step) continue;
        // The business's members the request concerns, each as their own settings say.
        const people: User[] = [];
        for (const person of await this.notices.requestRecipients(request.clientId, request.documentType)) {
          if ((await this.preferences.get(person.id)).requestReminders) people.push(person);
        }
        if (people.length === 0) continue;
        const queued = await runWriteTransaction(this.dataSource, async (m) => {
          if (await m.exists(RequestReminder, { where: { requestId: request.id, kind: step.kind } })) return false;
          // Recorded before it is queued, in the same transaction; the unique key turns a racing second insert into an error.
          await m.insert(RequestReminder, { requestId: request.id, kind: step.kind, sentOn: today });
          for (const person of people) {
            await this.mail.queue(
              m,
              requestReminderMail,
              person.email,
              {
                name: greetingName(person),
                requestId: request.id,
                title: documentTypeLabel(request.documentType),
                description: request.description,
                dueDate: due,
                stage: step.stage,
                daysOverdue: step.daysOverdue,
                preferencesUrl: this.notices.preferencesUrl,
              },
              { userId: person.id, headers: this.notices.unsubscribeHeaders },
            );
          }
          return true;
        }).catch((err: unknown) => {
          if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message)) return false;
          throw err;
        });
        if (queued) sent += 1;
      }
    });
    return sent;
  }

  /** One mail per staff member who chose the digest and has uploads or conversations waiting; once a day. */
  async sendStaffDigests(): Promise<number> {
    let sent = 0;
    await this.leases.runOncePerDay('staff-upload-digest', { fromHour: SEND_HOUR, ttlMs: 10 * 60_000 }, async (today) => {
      const now = this.clock.now();
      const waiting = async (entity: typeof StaffUploadDigestItem | typeof StaffMessageDigestItem) =>
        (
          await this.dataSource
            .getRepository(entity)
            .createQueryBuilder('i')
            .select('DISTINCT i.staffId', 'staffId')
            .where('i.createdAt <= :now', { now })
            .getRawMany<{ staffId: number }>()
        ).map((r) => Number(r.staffId));
      const staffIds = [...new Set([...(await waiting(StaffUploadDigestItem)), ...(await waiting(StaffMessageDigestItem))])];
      for (const staffId of staffIds) {
        await runWriteTransaction(this.dataSource, async (m) => {
          const due = { staffId, createdAt: LessThanOrEqual(now) };
          const items = await m.find(StaffUploadDigestItem, { where: due, order: { id: 'ASC' } });
          const threads = await m.find(StaffMessageDigestItem, { where: due, order: { id: 'ASC' } });
          const staff = await m.findOne(User, { where: { id: staffId } });
          if ((items.length === 0 && threads.length === 0) || !staff) return;
          // Uploads and conversations both name their client business: the lines show its name.
          const businesses = new Map(
            (
              await m.find(ClientBusiness, {
                where: { id: In([...new Set([...items.map((i) => i.clientId), ...threads.map((i) => i.clientId)])]) },
                select: { id: true, name: true },
              })
            ).map((b) => [b.id, b.name]),
          );
          const docs = new Map(
            (await m.find(Document, { where: { id: In(items.map((i) => i.documentId)) }, select: { id: true, fileName: true } })).map(
              (d) => [d.id, d.fileName],
            ),
          );
          const lines = items
            .filter((i) => businesses.has(i.clientId) && docs.has(i.documentId))
            .map((i) => ({ client: businesses.get(i.clientId)!, clientId: i.clientId, fileName: docs.get(i.documentId)! }));
          const conversations = threads
            .filter((i) => businesses.has(i.clientId))
            .map((i) => ({ client: businesses.get(i.clientId)!, conversationId: i.conversationId }));
          if (items.length > 0) await m.delete(StaffUploadDigestItem, { id: In(items.map((i) => i.id)) });
          if (threads.length > 0) await m.delete(StaffMessageDigestItem, { id: In(threads.map((i) => i.id)) });
          if (lines.length === 0 && conversations.length === 0) return;
          await this.mail.queue(
            m,
            staffUploadDigestMail,
            staff.email,
            { staffName: greetingName(staff), day: today, lines, conversations },
            { userId: staff.id },
          );
          sent += 1;
        });
      }
    });
    return sent;
  }
}
