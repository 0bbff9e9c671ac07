import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

export type SecurityNoticeKind = 'two-factor-enabled' | 'two-factor-disabled' | 'passkey-added' | 'recovery-code-used';

export interface SecurityNoticeData {
  kind: SecurityNoticeKind;
  firstName: string | null;
  /** When it happened (ISO). */
  at: string;
  /** The new passkey's name. */
  passkeyName?: string;
  /** Recovery codes still unused. */
  remaining?: number;
}

const SUBJECTS: Record<SecurityNoticeKind, string> = {
  'two-factor-enabled': 'Two-factor sign-in is now on',
  'two-factor-disabled': 'Two-factor sign-in was turned off',
  'passkey-added': 'A passkey was added to your account',
  'recovery-code-used': 'A recovery code was used to sign in',
};

/** One notice for every change to how the account is protected; security mail always goes out. */
export const securityNoticeMail = defineMail<SecurityNoticeData>({
  name: 'security-notice',
  category: 'security',
  render(data, ctx) {
    const when = ctx.format.dateTime(new Date(data.at));
    const what: Record<SecurityNoticeKind, string> = {
      'two-factor-enabled': `Two-factor sign-in with an authenticator app was turned on for your ${ctx.firm.name} account on ${when}. From now on you will be asked for a code after your password.`,
      'two-factor-disabled': `Two-factor sign-in was turned off for your ${ctx.firm.name} account on ${when}. Your password alone now signs you in.`,
      'passkey-added': `A passkey named “${data.passkeyName ?? ''}” was added to your ${ctx.firm.name} account on ${when}. It can now sign you in.`,
      'recovery-code-used': `One of your recovery codes was used to sign in to your ${ctx.firm.name} account on ${when}. You have ${data.remaining ?? 0} unused recovery codes left.`,
    };
    return renderLayout(
      {
        subject: SUBJECTS[data.kind],
        greeting: data.firstName ? `Hello ${data.firstName},` : 'Hello,',
        blocks: [
          { kind: 'paragraph', text: what[data.kind] },
          { kind: 'button', label: 'Review your security settings', url: ctx.link('/dashboard/settings') },
          {
            kind: 'note',
            text: `If this wasn't you, change your password straight away, sign out your other devices in Settings, and call us on ${ctx.firm.phone}.`,
          },
        ],
      },
      ctx,
    );
  },
});
