import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/** The greeting line of every account mail (the password reset mail in auth/mail uses it too). */
export const hello = (name: string): string => `Hello ${name},`;
const notYou = (phone: string) => `If this wasn't you, call us on ${phone} or reply to this email straight away.`;

/**
 * After a password reset, `passkeys` names the passkeys that still sign in without the password,
 * and `removePasskeysUrl` is the one link that removes them all (docs/account-security.md).
 */
export const passwordChangedMail = defineMail<{ name: string; at: Date; passkeys?: string[]; removePasskeysUrl?: string }>({
  name: 'password-changed',
  category: 'security',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: 'Your password was changed',
        greeting: hello(d.name),
        blocks: [
          {
            kind: 'paragraph',
            text: `The password of your ${ctx.firm.name} client portal account was changed on ${ctx.format.dateTime(d.at)}. Every other signed-in session was ended.`,
          },
          ...(d.passkeys?.length && d.removePasskeysUrl
            ? [
                {
                  kind: 'paragraph' as const,
                  text: `These passkeys can still sign in to your account without the password: ${d.passkeys.map((n) => `“${n}”`).join(', ')}. If you do not recognise every one of them, remove them all; you can add your own again in Settings.`,
                },
                { kind: 'button' as const, label: 'Remove all passkeys', url: d.removePasskeysUrl },
              ]
            : []),
          { kind: 'note', text: notYou(ctx.firm.phone) },
          { kind: 'button', label: 'Reset your password', url: ctx.link('/auth/forgot') },
        ],
      },
      ctx,
    ),
});

export const verifyEmailMail = defineMail<{ name: string; url: string; isChange: boolean }>({
  name: 'email-verification',
  category: 'account',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: 'Please confirm your email address',
        greeting: hello(d.name),
        blocks: [
          {
            kind: 'paragraph',
            text: d.isChange
              ? `You asked to use this address for your ${ctx.firm.name} client portal account. It takes effect once you confirm it.`
              : `Thank you for registering with ${ctx.firm.name}. Please confirm that this is your email address, so we can reach you about your documents and your account.`,
          },
          { kind: 'button', label: 'Confirm my email address', url: d.url },
          { kind: 'note', text: 'The link is valid for 24 hours. If you did not ask for this, you can ignore this email.' },
        ],
      },
      ctx,
    ),
});

export const emailChangedMail = defineMail<{ name: string; newEmail: string; at: Date }>({
  name: 'email-changed',
  category: 'security',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: 'Your email address was changed',
        greeting: hello(d.name),
        blocks: [
          {
            kind: 'paragraph',
            text: `Your email address was changed to ${d.newEmail} on ${ctx.format.dateTime(d.at)}. We will write to that address from now on.`,
          },
          { kind: 'note', text: `If this wasn't you, contact us on ${ctx.firm.phone} or at ${ctx.firm.email} straight away.` },
        ],
      },
      ctx,
    ),
});

export const accountDeletedMail = defineMail<{ name: string; at: Date }>({
  name: 'account-deleted',
  category: 'security',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your ${ctx.firm.name} account was deleted`,
        greeting: hello(d.name),
        blocks: [
          {
            kind: 'paragraph',
            text: `Your client portal account and the documents in it were deleted on ${ctx.format.dateTime(d.at)}, as asked.`,
          },
          { kind: 'note', text: `If this wasn't you, contact us on ${ctx.firm.phone} or at ${ctx.firm.email} straight away.` },
        ],
      },
      ctx,
    ),
});

export const newDeviceMail = defineMail<{ name: string; at: Date; device: string; ip: string }>({
  name: 'new-device-sign-in',
  category: 'security',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `New sign-in to your ${ctx.firm.name} account`,
        greeting: hello(d.name),
        blocks: [
          { kind: 'paragraph', text: 'Your account was signed in to from a device or network we have not seen recently.' },
          {
            kind: 'details',
            rows: [
              ['When', ctx.format.dateTime(d.at)],
              ['Device', d.device],
              ['IP address', d.ip],
            ],
          },
          {
            kind: 'note',
            text: `If this was you, there is nothing to do. If not, change your password now and call us on ${ctx.firm.phone}.`,
          },
          { kind: 'button', label: 'Change my password', url: ctx.link('/dashboard/settings') },
        ],
      },
      ctx,
    ),
});
