import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../common/audit/audit-context';
import { Brackets, EntityManager, IsNull, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { ContactSubmission } from './contact-submission.entity';
import { WaitlistSubmission } from './waitlist-submission.entity';
import { containsPattern, LIKE_ESCAPE } from '../common/search/contains-pattern';
import { ContactQueryDto, WaitlistQueryDto } from './dto/enquiry-query.dto';
import {
  ContactEnquiryResponseDto,
  ContactPageResponseDto,
  WaitlistEnquiryResponseDto,
  WaitlistPageResponseDto,
} from './dto/enquiry-response.dto';
import { MarkContactedDto, MarkReadDto } from './dto/update-enquiry.dto';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/**
 * The enquiries inbox the firm works through (GET/PATCH /api/staff/enquiries/*): both public forms
 * land in waitlist_submissions; contact_submissions holds direct messages. Owned here, beside the
 * forms that fill it; the staff module only routes to it.
 */
@Injectable()
export class EnquiriesInboxService {
  constructor(
    @InjectRepository(WaitlistSubmission) private readonly waitlist: Repository<WaitlistSubmission>,
    @InjectRepository(ContactSubmission) private readonly contacts: Repository<ContactSubmission>,
    private readonly activity: ActivityService,
  ) {}

  async listWaitlist(query: WaitlistQueryDto): Promise<WaitlistPageResponseDto> {
    const qb = this.waitlist.createQueryBuilder('w');
    if (query.q) {
      const pattern = containsPattern(query.q);
      qb.andWhere(
        new Brackets((or) => {
          for (const col of ['name', 'email', 'business', 'message'])
            or.orWhere(`LOWER(w.${col}) LIKE :pattern ${LIKE_ESCAPE}`, { pattern });
        }),
      );
    }
    if (query.uncontacted) qb.andWhere('w.isContacted = :no', { no: false });
    // Newest first; the id breaks ties between enquiries sent in the same second.
    qb.orderBy('w.createdAt', 'DESC').addOrderBy('w.id', 'DESC').take(query.limit).skip(query.offset);
    const [rows, total] = await qb.getManyAndCount();
    const uncontactedCount = await this.waitlist.count({ where: { isContacted: false } });
    return {
      items: rows.map((r) => WaitlistEnquiryResponseDto.from(r)),
      total,
      uncontactedCount,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async setContacted(id: number, dto: MarkContactedDto, audit: AuditContext): Promise<WaitlistEnquiryResponseDto> {
    const row = await this.waitlist.findOne({ where: { id } });
    if (!row) throw new NotFoundError('enquiry.not_found', ENQUIRY_NOT_FOUND);
    await this.waitlist.update({ id }, { isContacted: dto.isContacted });
    row.isContacted = dto.isContacted;
    await this.activity.record(audit, 'staff.enquiry.contacted', {
      enquiryId: id,
      kind: 'waitlist',
      name: row.name,
      email: row.email,
      isContacted: dto.isContacted,
    });
    return WaitlistEnquiryResponseDto.from(row);
  }

  /** A sign-up enquiry by id, or 404 (the staff invitation turns it into a client). */
  async waitlistEnquiry(id: number): Promise<WaitlistSubmission> {
    const row = await this.waitlist.findOne({ where: { id } });
    if (!row) throw new NotFoundError('enquiry.not_found', ENQUIRY_NOT_FOUND);
    return row;
  }

  /**
   * Links a sign-up enquiry to the client business it became and marks it contacted, inside the
   * caller's transaction; false when another request linked it first (the update is conditional).
   */
  async linkToBusinessIn(m: EntityManager, id: number, businessId: number): Promise<boolean> {
    const result = await m.getRepository(WaitlistSubmission).update({ id, businessId: IsNull() }, { businessId, isContacted: true });
    return (result.affected ?? 0) > 0;
  }

  async listContact(query: ContactQueryDto): Promise<ContactPageResponseDto> {
    const qb = this.contacts.createQueryBuilder('c');
    if (query.q) {
      const pattern = containsPattern(query.q);
      qb.andWhere(
        new Brackets((or) => {
          for (const col of ['name', 'email', 'subject', 'message'])
            or.orWhere(`LOWER(c.${col}) LIKE :pattern ${LIKE_ESCAPE}`, { pattern });
        }),
      );
    }
    if (query.unread) qb.andWhere('c.isRead = :no', { no: false });
    qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC').take(query.limit).skip(query.offset);
    const [rows, total] = await qb.getManyAndCount();
    const unreadCount = await this.contacts.count({ where: { isRead: false } });
    return { items: rows.map((r) => ContactEnquiryResponseDto.from(r)), total, unreadCount, limit: query.limit, offset: query.offset };
  }

  async setRead(id: number, dto: MarkReadDto, audit: AuditContext): Promise<ContactEnquiryResponseDto> {
    const row = await this.contacts.findOne({ where: { id } });
    if (!row) throw new NotFoundError('enquiry.not_found', ENQUIRY_NOT_FOUND);
    await this.contacts.update({ id }, { isRead: dto.isRead });
    row.isRead = dto.isRead;
    await this.activity.record(audit, 'staff.enquiry.read', {
      enquiryId: id,
      kind: 'contact',
      name: row.name,
      email: row.email,
      isRead: dto.isRead,
    });
    return ContactEnquiryResponseDto.from(row);
  }
}
