import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/** The role's name as a person reads it in a mail or on a screen. */
export const ROLE_LABELS = {
  owner: 'owner',
  finance: 'finance',
  bookkeeper: 'bookkeeper',
  payroll: 'payroll administrator',
  viewer: 'viewer',
} as const;

export const invitationMail = defineMail<{
  name: string | null;
  inviter: string | null;
  business: string;
  role: string;
  url: string;
  days: number;
}>({
  name: 'business-invitation',
  category: 'account',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `You are invited to ${d.business} on the ${ctx.firm.name} client portal`,
        greeting: d.name ? `Hello ${d.name},` : 'Hello,',
        blocks: [
          {
            kind: 'paragraph',
            text: `${d.inviter ?? ctx.firm.name} invited you to act for ${d.business} as ${d.role} on the ${ctx.firm.name} client portal, with a login of your own.`,
          },
          { kind: 'button', label: 'Accept the invitation', url: d.url },
          {
            kind: 'note',
            text: `The link works once and expires in ${d.days} days. If you did not expect it, ignore this email: nothing happens unless you accept.`,
          },
        ],
      },
      ctx,
    ),
});
