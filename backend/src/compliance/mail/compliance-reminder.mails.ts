import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';
import type { ComplianceReminderKind } from '../compliance-reminder.entity';

export interface ComplianceReminderData {
  name: string;
  businessName: string;
  /** "VAT201 for Nov–Dec 2026" */
  label: string;
  /** What the obligation is, one sentence (obligation-descriptions.ts). */
  description: string;
  /** yyyy-MM-dd */
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: string;
  kind: ComplianceReminderKind;
  preferencesUrl: string;
}

const LEAD: Record<ComplianceReminderKind, string> = {
  '7d': 'is due in 7 days',
  '1d': 'is due tomorrow',
  due: 'is due today',
};

/** A tax calendar reminder: 7 days before, 1 day before and on the due date (docs/compliance.md). */
export const complianceReminderMail = defineMail<ComplianceReminderData>({
  name: 'compliance-reminder',
  category: 'compliance-reminders',
  render: (d, ctx) =>
    renderLayout(
      {
        subject: `${d.label} is due on ${ctx.format.date(d.dueDate)} (${d.businessName})`,
        greeting: `Hello ${d.name},`,
        blocks: [
          { kind: 'paragraph', text: `${d.label} for ${d.businessName} ${LEAD[d.kind]}, on ${ctx.format.date(d.dueDate)}.` },
          { kind: 'paragraph', text: d.description },
          {
            kind: 'details',
            rows: [
              ['Business', d.businessName],
              ['Obligation', d.label],
              ['Period', `${ctx.format.date(d.periodStart)} to ${ctx.format.date(d.periodEnd)}`],
              ['Due', ctx.format.date(d.dueDate)],
              ['Status', d.status],
            ],
          },
          { kind: 'button', label: 'Open the tax calendar', url: ctx.link('/dashboard/tax-calendar') },
          {
            kind: 'note',
            text:
              `${ctx.firm.name} keeps the status up to date as the work is done; once it is submitted or paid the reminders stop. ` +
              `To stop these reminders, turn off "Tax calendar reminders" in your notification settings: ${d.preferencesUrl}`,
          },
        ],
        preferencesUrl: d.preferencesUrl,
      },
      ctx,
    ),
});
