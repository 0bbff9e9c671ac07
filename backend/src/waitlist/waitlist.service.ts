import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { EnquiryNoticesService } from './mail/enquiry-notices.service';
import { DomainEvents, type DomainEventMap } from '../common/events/domain-events';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { EnquiryAcceptedDto } from './dto/enquiry-accepted.dto';
import type { EnquiryDto } from './enquiry-body.pipe';
import { ContactSubmission } from './contact-submission.entity';
import { INTEREST_SUBJECTS, type EnquiryInterest } from './dto/enquiry-fields';
import { WaitlistSubmission } from './waitlist-submission.entity';
import { runWriteTransaction } from '../database/write-transaction';
import { insertedId } from '../database/inserted-id';
import { insertRows, type InsertRow } from '../database/insert-rows';
import { EnquiryChallengeService, type SolvedChallenge } from './enquiry-challenge.service';
import type { EnquiryMailData } from './mail/enquiry.mails';

@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly notices: EnquiryNoticesService,
    private readonly challenges: EnquiryChallengeService,
  ) {}

  /**
   * The home form joins the waitlist; the contact page's form is a message to the firm and lands
   * in contact_submissions (the staff "Contact messages" tab). Terms were checked by validation
   * and are not kept; the solved question is used up in the same transaction as the enquiry.
   */
  async submit(dto: EnquiryDto, solved: SolvedChallenge): Promise<EnquiryAcceptedDto> {
    if (dto instanceof ContactEnquiryDto) return this.submitContact(dto, solved);
    const row = {
      name: dto.name,
      email: dto.email.toLowerCase(),
      phone: dto.phone ?? null,
      business: dto.business ?? null,
      interest: dto.interest ?? null,
      message: dto.message ?? null,
      isContacted: false,
    };
    const { isContacted: _, ...mail } = row;
    await this.store(solved, { kind: 'waitlist', table: WaitlistSubmission, row }, { source: 'enquiry form on the home page', ...mail });
    return EnquiryAcceptedDto.thanks();
  }

  private async submitContact(dto: ContactEnquiryDto, solved: SolvedChallenge): Promise<EnquiryAcceptedDto> {
    // The contact form repeats interest in `services`; either one is the same answer.
    const interest = (dto.interest || dto.services || 'general') as EnquiryInterest;
    const about = INTEREST_SUBJECTS[interest] ?? INTEREST_SUBJECTS.general;
    // contact_submissions has no business column: the business name goes into the subject line.
    const subject = (dto.business ? `${about}: ${dto.business}` : about).slice(0, 200);
    const row = { name: dto.name, email: dto.email.toLowerCase(), phone: dto.phone ?? null, subject, message: dto.message, isRead: false };
    await this.store(
      solved,
      { kind: 'contact', table: ContactSubmission, row },
      {
        source: 'contact form',
        name: row.name,
        email: row.email,
        phone: row.phone,
        business: dto.business ?? null,
        interest,
        message: row.message,
      },
    );
    return EnquiryAcceptedDto.thanks();
  }

  /**
   * One transaction: the question used up, the enquiry, the visitor's acknowledgement and the
   * firm's notice (one INSERT for both mails); then, committed, the staff hear of it. Every
   * statement is a plain INSERT (insertRows) without TypeORM's read-back of generated columns:
   * nothing reads them, and an enquiry under load is paid for per statement (docs/performance.md,
   * "Enquiries: commits, the connection ramp and what is left").
   */
  private async store<E extends ObjectLiteral>(
    solved: SolvedChallenge,
    enquiry: { kind: DomainEventMap['enquiry.received']['kind']; table: EntityTarget<E>; row: InsertRow<E> },
    mail: Omit<EnquiryMailData, 'receivedAt'>,
  ): Promise<void> {
    const receivedAt = new Date();
    const id = await runWriteTransaction(this.dataSource, async (m) => {
      await this.challenges.take(m, solved);
      const inserted = await insertRows(m, enquiry.table, [enquiry.row]);
      await this.notices.enquiryReceived(m, { ...mail, receivedAt });
      return insertedId(inserted);
    });
    await this.challenges.pruneNowAndThen();
    this.events.emit('enquiry.received', { kind: enquiry.kind, id, name: mail.name, email: mail.email });
  }
}
