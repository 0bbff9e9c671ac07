import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';
import type { MailBlock } from '../../mail/render/layout';

export interface WorkDigestLine {
  jobId: number;
  title: string;
  client: string;
  /** yyyy-MM-dd */
  dueDate: string;
}

export interface WorkDigestData {
  staffName: string;
  /** yyyy-MM-dd: the firm's today. */
  day: string;
  /** The last day counted as "due soon" (3 business days on). */
  until: string;
  overdue: WorkDigestLine[];
  dueSoon: WorkDigestLine[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A staff member's daily work digest (docs/work.md, "Digest"): titles, clients and dates, links to each job. */
export const workDigestMail = defineMail<WorkDigestData>({
  name: 'work-digest',
  category: 'staff',
  render: (d, ctx) => {
    const line = (l: WorkDigestLine) =>
      `${l.title}, ${l.client}: due ${ctx.format.date(l.dueDate)} — ${ctx.link(`/staff/work/jobs/${l.jobId}`)}`;
    const blocks: MailBlock[] = [
      {
        kind: 'paragraph',
        text: `Your work on ${ctx.format.date(d.day)}: ${count(d.overdue.length, 'job overdue', 'jobs overdue')} and ${count(d.dueSoon.length, 'job', 'jobs')} due by ${ctx.format.date(d.until)}.`,
      },
    ];
    if (d.overdue.length > 0) blocks.push({ kind: 'paragraph', text: `Overdue:\n${d.overdue.map(line).join('\n')}` });
    if (d.dueSoon.length > 0) blocks.push({ kind: 'paragraph', text: `Due soon:\n${d.dueSoon.map(line).join('\n')}` });
    blocks.push({ kind: 'button', label: 'Open my work', url: ctx.link('/staff/work') });
    blocks.push({ kind: 'note', text: 'You chose this daily digest in the staff console; turn it off under My work.' });
    return renderLayout(
      {
        subject: `Your work: ${count(d.overdue.length, 'overdue job', 'overdue jobs')}, ${count(d.dueSoon.length, 'job', 'jobs')} due by ${ctx.format.date(d.until)}`,
        greeting: `Hello ${d.staffName},`,
        blocks,
      },
      ctx,
    );
  },
});
