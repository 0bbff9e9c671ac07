import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

export interface RequestMailData {
  name: string;
  requestId: number;
  title: string;
  description: string | null;
  /** yyyy-MM-dd or null. */
  dueDate: string | null;
}

function requestRows(d: RequestMailData, date: (v: string) => string): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Document', d.title]];
  if (d.description) rows.push(['Details', d.description]);
  rows.push(['Due', d.dueDate ? date(d.dueDate) : 'No due date']);
  return rows;
}

export const documentRequestMail = defineMail<RequestMailData & { requestedBy: string }>({
  name: 'document-request',
  category: 'account',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `${ctx.firm.name} needs a document from you: ${d.title}`,
        greeting: `Hello ${d.name},`,
        blocks: [
          { kind: 'paragraph', text: `${d.requestedBy} asked for a document through your client portal.` },
          { kind: 'details', rows: requestRows(d, ctx.format.date) },
          { kind: 'button', label: 'Upload the document', url: ctx.link('/dashboard/uploads', { requestId: d.requestId }) },
        ],
      },
      ctx,
    ),
});

export type ReminderStage = 'before' | 'due' | 'overdue';

export const requestReminderMail = defineMail<RequestMailData & { stage: ReminderStage; daysOverdue: number; preferencesUrl: string }>({
  name: 'request-reminder',
  category: 'request-reminders',
  render: (d, ctx) => {
    const subject =
      d.stage === 'before'
        ? `Reminder: ${d.title} is due on ${ctx.format.date(d.dueDate ?? '')}`
        : d.stage === 'due'
          ? `Due today: ${d.title}`
          : `Overdue: ${d.title}`;
    const lead =
      d.stage === 'before'
        ? 'A document we asked for is due in 3 days.'
        : d.stage === 'due'
          ? 'A document we asked for is due today.'
          : `A document we asked for is ${d.daysOverdue} day${d.daysOverdue === 1 ? '' : 's'} overdue. Please upload it as soon as you can, or let us know if there is a problem.`;
    return renderLayout(
      {
        subject,
        greeting: `Hello ${d.name},`,
        blocks: [
          { kind: 'paragraph', text: lead },
          { kind: 'details', rows: requestRows(d, ctx.format.date) },
          { kind: 'button', label: 'Upload the document', url: ctx.link('/dashboard/uploads', { requestId: d.requestId }) },
        ],
        preferencesUrl: d.preferencesUrl,
      },
      ctx,
    );
  },
});

const OUTCOMES = {
  approved: { subject: 'was approved', lead: 'has been reviewed and approved.' },
  rejected: { subject: 'was not accepted', lead: 'has been reviewed and could not be accepted.' },
  needs_revision: { subject: 'needs changes', lead: 'has been reviewed and needs changes before we can use it.' },
} as const;
export type ReviewOutcome = keyof typeof OUTCOMES;

export const documentReviewedMail = defineMail<{
  name: string;
  documentId: number;
  fileName: string;
  status: ReviewOutcome;
  note: string | null;
  reviewer: string;
  preferencesUrl: string;
}>({
  name: 'document-reviewed',
  category: 'document-reviews',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `Your document ${d.fileName} ${OUTCOMES[d.status].subject}`,
        greeting: `Hello ${d.name},`,
        blocks: [
          { kind: 'paragraph', text: `Your document ${d.fileName} ${OUTCOMES[d.status].lead}` },
          ...(d.note
            ? [
                { kind: 'paragraph' as const, text: `${d.reviewer} wrote:` },
                { kind: 'quote' as const, text: d.note },
              ]
            : []),
          { kind: 'button', label: 'View the document', url: ctx.link('/dashboard/uploads', { documentId: d.documentId }) },
        ],
        preferencesUrl: d.preferencesUrl,
      },
      ctx,
    ),
});

/** How a firm document's category reads in a mail (the portal's labels are in frontend/src/content). */
const FIRM_CATEGORY_LABELS: Record<string, string> = {
  financial_statements: 'Financial statements',
  tax_return: 'Tax return',
  management_accounts: 'Management accounts',
  payslip: 'Payslips',
  tax_certificate: 'Tax certificate',
};

/**
 * The firm published documents to the client. Says what kind and how many, and links into the
 * portal; never the files or their contents (docs/mail.md).
 */
export const firmDocumentPublishedMail = defineMail<{
  name: string;
  category: string;
  count: number;
  publishedBy: string;
  acknowledgementRequested: boolean;
}>({
  name: 'firm-document-published',
  category: 'account',
  render: (d, ctx) => {
    const kind = FIRM_CATEGORY_LABELS[d.category] ?? 'Documents';
    const what = d.count === 1 ? 'a document' : `${d.count} documents`;
    return renderLayout(
      {
        subject: `New from ${ctx.firm.name}: ${kind}`,
        greeting: `Hello ${d.name},`,
        blocks: [
          { kind: 'paragraph', text: `${d.publishedBy} shared ${what} with you in your client portal (${kind}).` },
          ...(d.acknowledgementRequested
            ? [{ kind: 'paragraph' as const, text: 'Please read it and confirm in the portal that you approve it.' }]
            : []),
          { kind: 'button', label: 'Open your documents', url: ctx.link('/dashboard/documents', { tab: 'firm' }) },
        ],
      },
      ctx,
    );
  },
});
