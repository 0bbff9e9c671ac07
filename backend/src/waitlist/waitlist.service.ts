import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainEvents } from '../common/events/domain-events';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { EnquiryAcceptedDto } from './dto/enquiry-accepted.dto';
import type { EnquiryDto } from './enquiry-body.pipe';
import { WaitlistSubmission } from './waitlist-submission.entity';

@Injectable()
export class WaitlistService {
  constructor(
    @InjectRepository(WaitlistSubmission) private readonly submissions: Repository<WaitlistSubmission>,
    private readonly events: DomainEvents,
  ) {}

  /** Both forms join the waitlist; terms and captcha were checked by validation and are not kept. */
  async submit(dto: EnquiryDto): Promise<EnquiryAcceptedDto> {
    // The contact form repeats interest in `services`; either one is the same answer.
    const interest = dto.interest ?? (dto instanceof ContactEnquiryDto ? dto.services : null) ?? null;
    const saved = await this.submissions.save(
      this.submissions.create({
        name: dto.name,
        email: dto.email.toLowerCase(),
        phone: dto.phone ?? null,
        business: dto.business ?? null,
        interest,
        message: dto.message ?? null,
        isContacted: false,
      }),
    );
    this.events.emit('enquiry.received', { kind: 'waitlist', id: saved.id, name: saved.name, email: saved.email });
    return EnquiryAcceptedDto.thanks();
  }
}
