import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

export interface DataExportReadyData {
  firstName: string | null;
  /** The one-time link token (only its hash is stored). */
  token: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
  sizeBytes: number;
}

/** Megabytes as people read them on a download. */
function megabytes(bytes: number): string {
  return `${Math.max(0.1, Math.round(bytes / 104_857.6) / 10)} MB`;
}

/**
 * "Your copy of your data is ready": the link of a large account's background export. It opens
 * the Settings card, which downloads the copy for the signed-in owner only (docs/account-security.md).
 */
export const dataExportReadyMail = defineMail<DataExportReadyData>({
  name: 'data-export-ready',
  category: 'account',
  render(data, ctx) {
    const until = ctx.format.dateTime(new Date(data.expiresAt));
    return renderLayout(
      {
        subject: `Your copy of your ${ctx.firm.name} data is ready`,
        greeting: data.firstName ? `Hello ${data.firstName},` : 'Hello,',
        blocks: [
          {
            kind: 'paragraph',
            text: `The copy of your data you asked for is ready: one ZIP file of ${megabytes(data.sizeBytes)} with your profile, company details, records, messages, activity and every file you uploaded.`,
          },
          { kind: 'button', label: 'Download my data', url: ctx.link('/dashboard/settings', { export: data.token }) },
          {
            kind: 'note',
            text: `The link works until ${until}, and only when you are signed in to your account. After that the copy is deleted; you can ask for a new one in Settings.`,
          },
        ],
      },
      ctx,
    );
  },
});
