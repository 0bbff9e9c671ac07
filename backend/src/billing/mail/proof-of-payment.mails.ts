import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/** A client's proof of payment, for the staff who confirm it (docs/billing.md, "Proof of payment"). */
export interface ProofReceivedMailData {
  staffName: string;
  /** "Thandi Nkosi (Nkosi Catering)": who sent it, for which business. */
  sentBy: string;
  clientId: number;
  number: string;
  reference: string;
  total: number;
  dueAt: Date;
}

export const proofReceivedMail = defineMail<ProofReceivedMailData>({
  name: 'staff-proof-of-payment',
  category: 'staff',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Proof of payment for ${d.number} from ${d.sentBy}`,
        greeting: `Hello ${d.staffName},`,
        blocks: [
          {
            kind: 'paragraph',
            text: `${d.sentBy} sent proof of payment for invoice ${d.number}. Check it against the bank and mark the invoice paid.`,
          },
          {
            kind: 'details',
            rows: [
              ['Invoice', d.number],
              ['Amount', ctx.format.rand(d.total)],
              ['Due', ctx.format.date(d.dueAt)],
              ['Payment reference', d.reference],
            ],
          },
          { kind: 'button', label: 'Open the client’s billing', url: ctx.link(`/staff/clients/${d.clientId}`, { tab: 'billing' }) },
          {
            kind: 'note',
            text: 'The client was told we will confirm within one business day, so this notice is mailed at once, whatever your upload digest setting.',
          },
        ],
      },
      ctx,
    ),
});
