import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/** What every billing mail about one invoice says; amounts in rand, dates as Date. */
export interface InvoiceMailData {
  firstName: string | null;
  number: string;
  reference: string;
  description: string;
  total: number;
  dueAt: Date;
  invoiceId: number;
}

const hello = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

export const invoiceIssuedMail = defineMail<InvoiceMailData>({
  name: 'billing-invoice-issued',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Invoice ${d.number} from ${ctx.firm.name}`,
        greeting: hello(d.firstName),
        blocks: [
          { kind: 'paragraph', text: `Your invoice ${d.number} for ${ctx.format.rand(d.total)} is ready: ${d.description}.` },
          {
            kind: 'details',
            rows: [
              ['Amount', ctx.format.rand(d.total)],
              ['Due', ctx.format.date(d.dueAt)],
              ['Payment reference', d.reference],
            ],
          },
          { kind: 'button', label: 'View and pay the invoice', url: ctx.link(`/checkout/${d.invoiceId}`) },
          { kind: 'note', text: 'Pay by EFT with the reference above so that we can match your payment, or by card where offered.' },
        ],
      },
      ctx,
    ),
});

export const paymentReceivedMail = defineMail<InvoiceMailData & { method: string }>({
  name: 'billing-payment-received',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Payment received for invoice ${d.number}`,
        greeting: hello(d.firstName),
        blocks: [
          { kind: 'paragraph', text: `Thank you: we have received ${ctx.format.rand(d.total)} (${d.method}) for invoice ${d.number}.` },
          { kind: 'button', label: 'Download the invoice', url: ctx.link('/dashboard/payments') },
        ],
      },
      ctx,
    ),
});

export const paymentFailedMail = defineMail<InvoiceMailData>({
  name: 'billing-payment-failed',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your payment for invoice ${d.number} did not go through`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: `Your card payment of ${ctx.format.rand(d.total)} for invoice ${d.number} did not go through. Nothing was charged.`,
          },
          { kind: 'button', label: 'Try again or pay by EFT', url: ctx.link(`/checkout/${d.invoiceId}`) },
        ],
      },
      ctx,
    ),
});

export const renewalSoonMail = defineMail<InvoiceMailData & { packageTitle: string; renewsOn: Date }>({
  name: 'billing-renewal-soon',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your ${d.packageTitle} subscription renews on ${ctx.format.date(d.renewsOn)}`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: `Your ${d.packageTitle} subscription renews in 7 days, on ${ctx.format.date(d.renewsOn)}. Invoice ${d.number} for the next month is ready.`,
          },
          {
            kind: 'details',
            rows: [
              ['Amount', ctx.format.rand(d.total)],
              ['Due', ctx.format.date(d.dueAt)],
              ['Payment reference', d.reference],
            ],
          },
          { kind: 'button', label: 'Pay the invoice', url: ctx.link(`/checkout/${d.invoiceId}`) },
          {
            kind: 'note',
            text: 'If it is not paid within 7 days after the renewal date, the subscription ends. You can cancel at any time under Subscriptions.',
          },
        ],
      },
      ctx,
    ),
});

export const subscriptionExpiredMail = defineMail<{ firstName: string | null; packageTitle: string }>({
  name: 'billing-subscription-expired',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your ${d.packageTitle} subscription has ended`,
        greeting: hello(d.firstName),
        blocks: [
          { kind: 'paragraph', text: `Your ${d.packageTitle} subscription has ended. You can subscribe again at any time.` },
          { kind: 'button', label: 'See your subscriptions', url: ctx.link('/dashboard/subscriptions') },
        ],
      },
      ctx,
    ),
});
