import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EnquiryNoticesService } from './mail/enquiry-notices.service';
import { DomainEvents } from '../common/events/domain-events';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { EnquiryAcceptedDto } from './dto/enquiry-accepted.dto';
import type { EnquiryDto } from './enquiry-body.pipe';
import { ContactSubmission } from './contact-submission.entity';
import { INTEREST_SUBJECTS, type EnquiryInterest } from './dto/enquiry-fields';
import { WaitlistSubmission } from './waitlist-submission.entity';
import { runWriteTransaction } from '../database/write-transaction';

@Injectable()
export class WaitlistService {
  constructor(
    @InjectRepository(WaitlistSubmission) private readonly submissions: Repository<WaitlistSubmission>,
    @InjectRepository(ContactSubmission) private readonly contacts: Repository<ContactSubmission>,
    private readonly events: DomainEvents,
    private readonly notices: EnquiryNoticesService,
  ) {}

  /**
   * The home form joins the waitlist; the contact page's form is a message to the firm and lands
   * in contact_submissions (the staff "Contact messages" tab). Terms and captcha were checked by
   * validation and are not kept.
   */
  async submit(dto: EnquiryDto): Promise<EnquiryAcceptedDto> {
    if (dto instanceof ContactEnquiryDto) return this.submitContact(dto);
    const interest = dto.interest ?? null;
    // The enquiry, the visitor's acknowledgement and the firm's notice commit together.
    const saved = await runWriteTransaction(this.submissions.manager, async (m) => {
      const row = await m.getRepository(WaitlistSubmission).save(
        m.getRepository(WaitlistSubmission).create({
          name: dto.name,
          email: dto.email.toLowerCase(),
          phone: dto.phone ?? null,
          business: dto.business ?? null,
          interest,
          message: dto.message ?? null,
          isContacted: false,
        }),
      );
      await this.notices.enquiryReceived(m, {
        source: 'enquiry form on the home page',
        name: row.name,
        email: row.email,
        phone: row.phone,
        business: row.business,
        interest: row.interest,
        message: row.message,
        receivedAt: row.createdAt ?? new Date(),
      });
      return row;
    });
    this.events.emit('enquiry.received', { kind: 'waitlist', id: saved.id, name: saved.name, email: saved.email });
    return EnquiryAcceptedDto.thanks();
  }

  private async submitContact(dto: ContactEnquiryDto): Promise<EnquiryAcceptedDto> {
    // The contact form repeats interest in `services`; either one is the same answer.
    const interest = (dto.interest || dto.services || 'general') as EnquiryInterest;
    const about = INTEREST_SUBJECTS[interest] ?? INTEREST_SUBJECTS.general;
    // contact_submissions has no business column: the business name goes into the subject line.
    const subject = (dto.business ? `${about}: ${dto.business}` : about).slice(0, 200);
    // The enquiry, the visitor's acknowledgement and the firm's notice commit together.
    const saved = await runWriteTransaction(this.contacts.manager, async (m) => {
      const row = await m.getRepository(ContactSubmission).save(
        m.getRepository(ContactSubmission).create({
          name: dto.name,
          email: dto.email.toLowerCase(),
          phone: dto.phone ?? null,
          subject,
          message: dto.message,
          isRead: false,
        }),
      );
      await this.notices.enquiryReceived(m, {
        source: 'contact form',
        name: row.name,
        email: row.email,
        phone: row.phone,
        business: dto.business ?? null,
        interest,
        message: row.message,
        receivedAt: row.createdAt ?? new Date(),
      });
      return row;
    });
    this.events.emit('enquiry.received', { kind: 'contact', id: saved.id, name: saved.name, email: saved.email });
    return EnquiryAcceptedDto.thanks();
  }
}
