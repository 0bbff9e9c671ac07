import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MailService } from '../../mail/mail.service';
import { EnquiryMailData, enquiryAckMail, enquiryFirmNoticeMail } from './enquiry.mails';

/** The two mails an enquiry causes, queued with the caller's transaction so they commit with the row. */
@Injectable()
export class EnquiryNoticesService {
  constructor(private readonly mail: MailService) {}

  async enquiryReceived(m: EntityManager, e: EnquiryMailData): Promise<void> {
    // Both mails in one statement. The visitor's copy names only the form (fixed words): nothing
    // they typed goes back out.
    await this.mail.queueAll(m, [
      { template: enquiryAckMail, to: e.email, data: { source: e.source } },
      { template: enquiryFirmNoticeMail, to: this.mail.firmInbox, data: e, opts: { headers: { 'Reply-To': e.email } } },
    ]);
  }
}
