import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';
import { hello } from '../../account-security/mail/account.mails';

export const passwordResetMail = defineMail<{ name: string; url: string; minutes: number }>({
  name: 'password-reset',
  category: 'security',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Reset your ${ctx.firm.name} password`,
        greeting: hello(d.name),
        blocks: [
          { kind: 'paragraph', text: 'We received a request to reset the password of your client portal account.' },
          { kind: 'button', label: 'Choose a new password', url: d.url },
          {
            kind: 'note',
            text: `The link works once and expires in ${d.minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
          },
        ],
      },
      ctx,
    ),
});
