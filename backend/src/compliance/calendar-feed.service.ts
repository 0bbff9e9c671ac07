import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import ical from 'ical-generator';
import { DataSource } from 'typeorm';
import { roleGrants } from '../access/client-capabilities';
import { BusinessMember } from '../businesses/business-member.entity';
import { firmToday } from '../common/calendar/firm-calendar';
import { Clock } from '../common/clock/clock';
import { NotFoundError } from '../common/errors/domain-error';
import { MailService } from '../mail/mail.service';
import { hashLinkToken, newLinkToken } from '../notifications/tokens';
import { CalendarFeed } from './calendar-feed.entity';
import { ComplianceObligation } from './compliance-obligation.entity';
import { ComplianceService } from './compliance.service';
import { OBLIGATION_DESCRIPTIONS, STATUS_LABELS } from './obligation-descriptions';
import { isOverdue } from './obligation-status';

export const FEED_NOT_FOUND = 'Calendar feed not found';
/** A link token as newLinkToken makes it: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Calendar apps are asked to fetch the feed again after this long. */
export const FEED_REFRESH_SECONDS = 12 * 3600;
/** The feed covers due dates from this many months back to FEED_MONTHS_AHEAD ahead. */
const FEED_MONTHS_BACK = 3;
const FEED_MONTHS_AHEAD = 12;

/**
 * Each person's private calendar feed (docs/compliance.md, "The calendar feed"): an iCalendar
 * file, at a secret link, of every obligation of the businesses the person belongs to. The link's
 * token is the only key; the database keeps its hash, one per person.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly compliance: ComplianceService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** A new link for the person; any link they had stops working. */
  async issue(userId: number): Promise<{ url: string }> {
    const { token, hash } = newLinkToken();
    await this.dataSource
      .getRepository(CalendarFeed)
      .upsert({ userId, tokenHash: hash, createdAt: this.clock.now() }, { conflictPaths: ['userId'] });
    return { url: this.urlOf(token) };
  }

  /** The person's link stops working; true when there was one. */
  async revoke(userId: number): Promise<boolean> {
    const result = await this.dataSource.getRepository(CalendarFeed).delete({ userId });
    return (result.affected ?? 0) > 0;
  }

  urlOf(token: string): string {
    return `${this.mail.context.publicUrl}/api/compliance/calendar/${token}.ics`;
  }

  /** The feed behind a token, as iCalendar text; 404 for a token that is unknown, replaced or revoked. */
  async render(token: string): Promise<string> {
    const feed = TOKEN_SHAPE.test(token)
      ? await this.dataSource.getRepository(CalendarFeed).findOneBy({ tokenHash: hashLinkToken(token) })
      : null;
    if (!feed) throw new NotFoundError('compliance.feed_not_found', FEED_NOT_FOUND);

    // Every role reads the calendar today; the grant is checked so a role without it would see nothing.
    const memberships = await this.dataSource.getRepository(BusinessMember).find({ where: { userId: feed.userId } });
    const businessIds = memberships.filter((m) => roleGrants(m.role, 'compliance', 'read')).map((m) => m.businessId);

    const today = firmToday(this.clock.now());
    const window = { from: monthsFrom(today, -FEED_MONTHS_BACK), to: monthsFrom(today, FEED_MONTHS_AHEAD) };
    await this.compliance.applyRules(businessIds, window);
    const rows =
      businessIds.length === 0
        ? []
        : await this.dataSource
            .getRepository(ComplianceObligation)
            .createQueryBuilder('o')
            .innerJoinAndSelect('o.business', 'b')
            .where('o.businessId IN (:...ids)', { ids: businessIds })
            .andWhere('o.dueDate BETWEEN :from AND :to', window)
            .orderBy('o.dueDate', 'ASC')
            .addOrderBy('o.id', 'ASC')
            .getMany();

    const host = new URL(this.mail.context.publicUrl).hostname;
    const firm = this.mail.context.firm.name;
    const link = this.mail.context.link('/dashboard/tax-calendar');
    const calendar = ical({
      name: `${firm} tax calendar`,
      description: `SARS, CIPC and COIDA due dates from ${firm}'s client portal`,
      prodId: { company: firm, product: 'Tax calendar', language: 'EN' },
      ttl: FEED_REFRESH_SECONDS,
    });
    for (const o of rows) {
      const business = o.business?.name ?? '';
      const status = isOverdue(o, today) ? `${STATUS_LABELS[o.status]} (overdue)` : STATUS_LABELS[o.status];
      calendar.createEvent({
        // The obligation's identity (business, type, period end): the same event in every fetch.
        id: `${o.businessId}-${o.type}-${o.periodEnd}@${host}`,
        start: o.dueDate,
        allDay: true,
        stamp: o.updatedAt,
        summary: `${o.label}, ${business}`,
        description: [
          OBLIGATION_DESCRIPTIONS[o.type],
          `Business: ${business}`,
          `Period: ${o.periodStart} to ${o.periodEnd}`,
          `Due: ${o.dueDate}`,
          `Status: ${status}`,
          `Tax calendar: ${link}`,
        ].join('\n'),
        url: link,
      });
    }
    return calendar.toString();
  }
}

/** The same day `months` months later (or earlier), the month's last day when it has fewer. */
function monthsFrom(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), last);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
