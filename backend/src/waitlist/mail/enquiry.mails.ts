import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

export interface EnquiryMailData {
  source: string;
  name: string;
  email: string;
  phone: string | null;
  business: string | null;
  interest: string | null;
  message: string | null;
  receivedAt: Date;
}

/**
 * What the visitor's acknowledgement is given: only which form it came through, in our words. It
 * goes to whatever address was typed in, so it repeats nothing typed with it (a name or message
 * could carry someone else's phishing text, sent from the firm's address; docs/enquiries.md).
 */
export type EnquiryAckData = Pick<EnquiryMailData, 'source'>;

export const enquiryAckMail = defineMail<EnquiryAckData>({
  name: 'enquiry-acknowledgement',
  category: 'enquiries',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Thank you for contacting ${ctx.firm.name}`,
        greeting: 'Hello,',
        blocks: [
          {
            kind: 'paragraph',
            text: `Thank you for your enquiry through the ${d.source} of our website. One of our accountants will call or email you within one working day to talk about what you need.`,
          },
          {
            kind: 'details',
            rows: [
              ['Office hours', ctx.firm.hours],
              ['Phone', ctx.firm.phone],
              ['Email', ctx.firm.email],
            ],
          },
          {
            kind: 'note',
            text: 'If it is urgent, call us during office hours. You are receiving this email because this address was entered on our website; if you did not send an enquiry, you can ignore it.',
          },
        ],
      },
      ctx,
    ),
});

export const enquiryFirmNoticeMail = defineMail<EnquiryMailData>({
  name: 'enquiry-firm-notice',
  category: 'enquiries',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `New enquiry from ${d.name}`,
        blocks: [
          { kind: 'paragraph', text: `A new enquiry came in through the ${d.source} on ${ctx.format.dateTime(d.receivedAt)}.` },
          {
            kind: 'details',
            rows: [
              ['Name', d.name],
              ['Email', d.email],
              ['Phone', d.phone ?? '—'],
              ['Business', d.business ?? '—'],
              ['Interested in', d.interest ?? '—'],
              ['Message', d.message ?? '—'],
            ],
          },
          { kind: 'button', label: 'Open the enquiries', url: ctx.link('/staff/enquiries') },
        ],
      },
      ctx,
    ),
});
