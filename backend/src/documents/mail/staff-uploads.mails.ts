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

/** A conversation with new client messages since the last digest: who, and where; never the text. */
export interface ConversationLine {
  client: string;
  conversationId: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The subject names what is waiting: uploads, conversations, or both. */
function digestSubject(uploads: number, conversations: number): string {
  const docs = plural(uploads, 'new document', 'new documents');
  const convs = plural(conversations, 'conversation', 'conversations');
  if (conversations === 0) return `Uploads from your clients: ${docs}`;
  if (uploads === 0) return `New messages from your clients: ${convs}`;
  return `Your daily digest: ${docs}, new messages in ${convs}`;
}

export const staffUploadDigestMail = defineMail<{
  staffName: string;
  day: string;
  lines: UploadLine[];
  conversations?: ConversationLine[];
}>({
  name: 'staff-upload-digest',
  category: 'staff',
  render: (d, ctx) => {
    const byClient = new Map<number, { client: string; files: string[] }>();
    for (const l of d.lines) {
      const entry = byClient.get(l.clientId) ?? { client: l.client, files: [] };
      entry.files.push(l.fileName);
      byClient.set(l.clientId, entry);
    }
    const conversations = d.conversations ?? [];
    const uploadBlocks =
      d.lines.length === 0
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: `Since your last digest, your clients uploaded ${plural(d.lines.length, 'document', 'documents')}:`,
            },
            ...[...byClient.entries()].flatMap(([clientId, e]) => [
              { kind: 'details' as const, rows: [[e.client, e.files.join('\n')]] as Array<[string, string]> },
              { kind: 'button' as const, label: `Review ${e.client}'s documents`, url: ctx.link(`/staff/clients/${clientId}`) },
            ]),
          ];
    const messageBlocks =
      conversations.length === 0
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: `Clients wrote in ${plural(conversations.length, 'conversation', 'conversations')}. For their privacy, messages are only shown in the portal:`,
            },
            ...conversations.map((c) => ({
              kind: 'button' as const,
              label: `Open the conversation with ${c.client}`,
              url: ctx.link(`/staff/messages/${c.conversationId}`),
            })),
          ];
    return renderLayout(
      {
        subject: digestSubject(d.lines.length, conversations.length),
        greeting: `Hello ${d.staffName},`,
        blocks: [...uploadBlocks, ...messageBlocks],
      },
      ctx,
    );
  },
});
