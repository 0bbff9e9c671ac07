import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { Brackets, Repository, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { User } from '../../users/user.entity';
import { seesAllClients } from '../../users/staff-roles';
import { AdminNotification } from '../admin-notification.entity';
import { MarkAllReadResponseDto, NotificationPageResponseDto, NotificationQueryDto, NotificationResponseDto } from './dto/notification.dto';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Shared rows about enquiries: every staff member works the enquiries inbox. */
export const ENQUIRY_RELATIONS = ['waitlist_submission', 'contact_submission'] as const;

/**
 * A staff member's notifications: the ones addressed to them, plus the shared ones (userId null).
 * Shared rows about a client exist only for clients nobody is assigned to, so an accountant, who
 * may not know of clients outside their list, sees only the shared enquiry rows.
 */
@Injectable()
export class StaffNotificationsService {
  constructor(
    @InjectRepository(AdminNotification) private readonly notifications: Repository<AdminNotification>,
    private readonly activity: ActivityService,
  ) {}

  async list(staff: User, query: NotificationQueryDto): Promise<NotificationPageResponseDto> {
    const qb = this.visibleTo(staff);
    if (query.unread) qb.andWhere('n.isRead = :unread', { unread: false });
    qb.orderBy('n.createdAt', 'DESC').addOrderBy('n.id', 'DESC').take(query.limit).skip(query.offset);
    const [rows, total] = await qb.getManyAndCount();
    return {
      items: rows.map((n) => NotificationResponseDto.from(n)),
      total,
      unreadCount: await this.unreadCount(staff),
      limit: query.limit,
      offset: query.offset,
    };
  }

  async markRead(staff: User, id: number, audit: AuditContext): Promise<NotificationResponseDto> {
    const row = await this.visibleTo(staff).andWhere('n.id = :id', { id }).getOne();
    if (!row) throw new NotFoundError('staff_notification.not_found', NOTIFICATION_NOT_FOUND);
    if (!row.isRead) {
      await this.notifications.update({ id }, { isRead: true });
      row.isRead = true;
      await this.activity.record(audit, 'staff.notification.read', { notificationId: id, title: row.title });
    }
    return NotificationResponseDto.from(row);
  }

  async markAllRead(staff: User, audit: AuditContext): Promise<MarkAllReadResponseDto> {
    const ids = (await this.visibleTo(staff).andWhere('n.isRead = :unread', { unread: false }).select('n.id').getMany()).map((n) => n.id);
    // In chunks, so a long-neglected inbox does not exceed a driver's bound-parameter limit.
    for (let i = 0; i < ids.length; i += 500) await this.notifications.update(ids.slice(i, i + 500), { isRead: true });
    await this.activity.record(audit, 'staff.notification.read_all', { count: ids.length });
    return { updated: ids.length, unreadCount: await this.unreadCount(staff) };
  }

  private unreadCount(staff: User): Promise<number> {
    return this.visibleTo(staff).andWhere('n.isRead = :unread', { unread: false }).getCount();
  }

  private visibleTo(staff: User): SelectQueryBuilder<AdminNotification> {
    return this.notifications.createQueryBuilder('n').where(
      new Brackets((or: WhereExpressionBuilder) => {
        or.where('n.userId = :me', { me: staff.id });
        if (seesAllClients(staff)) or.orWhere('n.userId IS NULL');
        else or.orWhere('(n.userId IS NULL AND n.relatedTo IN (:...enquiryRelations))', { enquiryRelations: [...ENQUIRY_RELATIONS] });
      }),
    );
  }
}
