import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/** What the letter mails say: never the letter itself, only a link to read and sign it in the portal. */
export interface LetterMailData {
  firstName: string | null;
  businessName: string;
  title: string;
  /** Rand a month. */
  monthlyFee: number;
  letterId: number;
  note: string | null;
  /** The letter changes the package the business holds (docs/engagement-letters.md, "Changing a held package"). */
  change: boolean;
}

const hello = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** Staff sent a proposal: the letter is waiting for an owner's signature. */
export const proposalSentMail = defineMail<LetterMailData>({
  name: 'engagement-proposal',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: d.change
          ? `A change to your engagement from ${ctx.firm.name}: ${d.title}`
          : `Your proposal from ${ctx.firm.name}: ${d.title}`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: d.change
              ? `We propose a change to ${d.businessName}'s engagement: the ${d.title} package at ${ctx.format.rand(d.monthlyFee)} a month. Its engagement letter is ready for you to read and sign in the portal.`
              : `We have prepared a proposal for ${d.businessName}: ${d.title} at ${ctx.format.rand(d.monthlyFee)} a month. Its engagement letter is ready for you to read and sign in the portal.`,
          },
          ...(d.note ? [{ kind: 'quote' as const, text: d.note }] : []),
          { kind: 'button', label: 'Read and sign the letter', url: ctx.link(`/dashboard/engagement/${d.letterId}`) },
          {
            kind: 'note',
            text: d.change
              ? 'Signing changes your subscription from its first billing period not yet invoiced; nothing is charged when you sign.'
              : 'Signing issues the first invoice; the work starts once it is paid.',
          },
        ],
      },
      ctx,
    ),
});

/** An unsigned letter, 3 or 7 days after it was sent. */
export const letterReminderMail = defineMail<LetterMailData & { days: number }>({
  name: 'engagement-reminder',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Reminder: your engagement letter for ${d.title} is waiting for your signature`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: `The engagement letter for ${d.businessName} (${d.title}, ${ctx.format.rand(d.monthlyFee)} a month) was sent ${d.days} days ago and is not signed yet. ${
              d.change
                ? 'Once it is signed, the change applies from your first billing period not yet invoiced; until then your package stays as it is.'
                : 'We can start work once it is signed and the first invoice is paid.'
            }`,
          },
          { kind: 'button', label: 'Read and sign the letter', url: ctx.link(`/dashboard/engagement/${d.letterId}`) },
        ],
      },
      ctx,
    ),
});

/** Both sides have signed: the final document is ready to download. */
export const letterCompletedMail = defineMail<LetterMailData>({
  name: 'engagement-completed',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your signed engagement letter with ${ctx.firm.name}`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: `${ctx.firm.name} has countersigned the engagement letter for ${d.businessName} (${d.title}). The signed letter, with its audit certificate, is in the portal for you to download and keep.`,
          },
          { kind: 'button', label: 'Download the signed letter', url: ctx.link(`/dashboard/engagement/${d.letterId}`) },
        ],
      },
      ctx,
    ),
});

/** The firm withdrew an unsigned letter: it can no longer be signed, and a purchase waiting for it ended. */
export const letterWithdrawnMail = defineMail<LetterMailData & { reason: string }>({
  name: 'engagement-withdrawn',
  category: 'billing',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Engagement letter withdrawn: ${d.title}`,
        greeting: hello(d.firstName),
        blocks: [
          {
            kind: 'paragraph',
            text: `${ctx.firm.name} has withdrawn the engagement letter for ${d.businessName} (${d.title}, ${ctx.format.rand(d.monthlyFee)} a month). It can no longer be signed, and nothing is owed for it.`,
          },
          { kind: 'quote', text: d.reason },
          { kind: 'button', label: 'View the letter', url: ctx.link(`/dashboard/engagement/${d.letterId}`) },
          { kind: 'note', text: 'Questions? Reply to this email or send us a message in the portal.' },
        ],
      },
      ctx,
    ),
});
