import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotificationPreference, StaffUploadMode } from './notification-entities';
import { runWriteTransaction } from '../database/write-transaction';

export interface Preferences {
  requestReminders: boolean;
  documentReviews: boolean;
  /** The tax calendar's reminders: 7 days and 1 day before an obligation is due, and on the day. */
  complianceReminders: boolean;
  staffUploads: StaffUploadMode;
}

const DEFAULTS: Preferences = { requestReminders: true, documentReviews: true, complianceReminders: true, staffUploads: 'immediate' };

/** Which optional mails each user gets; security and account mails are not optional and not here. */
@Injectable()
export class NotificationPreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: number, m: EntityManager = this.dataSource.manager): Promise<Preferences> {
    const row = await m.findOne(NotificationPreference, { where: { userId } });
    return row
      ? {
          requestReminders: row.requestReminders,
          documentReviews: row.documentReviews,
          complianceReminders: row.complianceReminders,
          staffUploads: row.staffUploads,
        }
      : { ...DEFAULTS };
  }

  async update(userId: number, changes: Partial<Preferences>): Promise<Preferences> {
    return runWriteTransaction(this.dataSource, async (m) => {
      const next = { ...(await this.get(userId, m)), ...changes };
      await m.getRepository(NotificationPreference).upsert({ userId, ...next }, ['userId']);
      return next;
    });
  }
}
