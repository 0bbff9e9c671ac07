import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

export interface UploadLine {
  client: string;
  clientId: number;
  fileName: string;
}

export const staffUploadMail = defineMail<{ staffName: string; client: string; clientId: number; files: string[] }>({
  name: 'staff-upload',
  category: 'staff',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `${d.client} uploaded ${d.files.length} document${d.files.length === 1 ? '' : 's'}`,
        greeting: `Hello ${d.staffName},`,
        blocks: [
          { kind: 'paragraph', text: `${d.client} uploaded documents for review:` },
          { kind: 'paragraph', text: d.files.map((f) => `• ${f}`).join('\n') },
          { kind: 'button', label: 'Review them', url: ctx.link(`/staff/clients/${d.clientId}`) },
          { kind: 'note', text: 'You can switch to one daily digest instead in the staff console, under Notifications.' },
        ],
      },
      ctx,
    ),
});

export const staffUploadDigestMail = defineMail<{ staffName: string; day: string; lines: UploadLine[] }>({
  name: 'staff-upload-digest',
  category: 'staff',
  render: (d, ctx) => {
    const byClient = new Map<number, { client: string; files: string[] }>();
    for (const l of d.lines) {
      const entry = byClient.get(l.clientId) ?? { client: l.client, files: [] };
      entry.files.push(l.fileName);
      byClient.set(l.clientId, entry);
    }
    return renderLayout(
      {
        subject: `Uploads from your clients: ${d.lines.length} new document${d.lines.length === 1 ? '' : 's'}`,
        greeting: `Hello ${d.staffName},`,
        blocks: [
          {
            kind: 'paragraph',
            text: `Since your last digest, your clients uploaded ${d.lines.length} document${d.lines.length === 1 ? '' : 's'}:`,
          },
          ...[...byClient.entries()].flatMap(([clientId, e]) => [
            { kind: 'details' as const, rows: [[e.client, e.files.join('\n')]] as Array<[string, string]> },
            { kind: 'button' as const, label: `Review ${e.client}'s documents`, url: ctx.link(`/staff/clients/${clientId}`) },
          ]),
        ],
      },
      ctx,
    );
  },
});
