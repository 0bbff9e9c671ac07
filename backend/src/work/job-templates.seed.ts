import { DataSource } from 'typeorm';
import { runWriteTransaction } from '../database/write-transaction';
import { JobTemplate } from './job-template.entity';

type ShippedTemplate = Pick<
  JobTemplate,
  | 'seedKey'
  | 'name'
  | 'clientLabel'
  | 'recurrence'
  | 'obligationType'
  | 'dueRule'
  | 'dueDays'
  | 'checklist'
  | 'defaultAssignee'
  | 'packageTypes'
>;

/**
 * The work the catalogue's packages promise (packages/shared/src/catalogue.ts), as templates
 * (docs/work.md, "Shipped templates"). Every package includes monthly bookkeeping; VAT201 comes
 * with Standard and up, payroll and EMP201 with Standard and up, provisional tax with Professional
 * and Elite, annual financial statements, ITR14 and the CIPC annual return with Elite.
 */
export const SHIPPED_JOB_TEMPLATES: readonly ShippedTemplate[] = [
  {
    seedKey: 'monthly-bookkeeping',
    name: 'Monthly bookkeeping',
    clientLabel: 'your books',
    recurrence: 'monthly',
    obligationType: null,
    dueRule: 'day_of_following_month',
    dueDays: 15,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite'],
    checklist: [
      {
        title: 'Bank statements for the month',
        kind: 'document_request',
        documentCategory: 'bank_statement',
        description: 'Statements for the month from every business bank account and credit card.',
        dueInBusinessDays: 5,
      },
      {
        title: 'Invoices and receipts for the month',
        kind: 'document_request',
        documentCategory: 'receipt',
        description: 'Supplier invoices and receipts for the month that are not in the accounting software yet.',
        dueInBusinessDays: 5,
      },
      { title: 'Capture and categorise the transactions', kind: 'internal' },
      { title: 'Reconcile every bank and card account', kind: 'internal' },
      { title: 'Review the management report', kind: 'internal' },
      { title: 'Send the management report to the client', kind: 'internal' },
    ],
  },
  {
    seedKey: 'vat201',
    name: 'VAT201',
    clientLabel: 'your VAT return',
    recurrence: 'vat_period',
    obligationType: null,
    dueRule: 'before_obligation_due',
    dueDays: 3,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['standard', 'advanced', 'professional', 'elite'],
    checklist: [
      {
        title: 'Bank statements for the VAT period',
        kind: 'document_request',
        documentCategory: 'bank_statement',
        description: 'Statements for the whole VAT period from every business bank account.',
        dueInBusinessDays: 5,
      },
      {
        title: 'Tax invoices over R5 000',
        kind: 'question',
        description:
          'Did you buy anything over R5 000 in this VAT period that is not in your accounting software yet? Please reply with the invoices attached, or "no".',
        dueInBusinessDays: 5,
      },
      { title: 'Reconcile output and input VAT to the ledger', kind: 'internal' },
      { title: 'Prepare the VAT201 return', kind: 'internal' },
      { title: 'Second review of the return', kind: 'internal' },
      { title: 'Submit on eFiling and record the PRN', kind: 'internal' },
    ],
  },
  {
    seedKey: 'emp201-payroll',
    name: 'EMP201 and payroll',
    clientLabel: 'your payroll and EMP201',
    recurrence: 'obligation',
    obligationType: 'EMP201',
    dueRule: 'before_obligation_due',
    dueDays: 2,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['standard', 'advanced', 'professional', 'elite'],
    checklist: [
      {
        title: 'Payroll changes this month',
        kind: 'question',
        description:
          'Any new employees, people who left, salary changes, overtime, bonuses or unpaid leave this month? Reply with the details, or "no changes".',
        dueInBusinessDays: 3,
      },
      { title: 'Run the payroll and send payslips', kind: 'internal' },
      { title: 'Prepare the EMP201 (PAYE, UIF and SDL)', kind: 'internal' },
      { title: 'Submit the EMP201 and record the PRN', kind: 'internal' },
      { title: 'Declare UIF on uFiling', kind: 'internal' },
    ],
  },
  {
    seedKey: 'provisional-tax-first',
    name: 'Provisional tax (IRP6) first payment',
    clientLabel: 'your first provisional tax return',
    recurrence: 'obligation',
    obligationType: 'IRP6_FIRST',
    dueRule: 'before_obligation_due',
    dueDays: 10,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['professional', 'elite'],
    checklist: [
      {
        title: 'Expected profit for the year',
        kind: 'question',
        description:
          'What taxable profit do you expect for this financial year? A rough figure is fine; we estimate from your books otherwise.',
        dueInBusinessDays: 5,
      },
      { title: 'Estimate taxable income from the books', kind: 'internal' },
      { title: 'Prepare and submit the IRP6', kind: 'internal' },
    ],
  },
  {
    seedKey: 'afs-itr14',
    name: 'Annual financial statements and ITR14',
    clientLabel: 'your annual financial statements and income tax return',
    recurrence: 'obligation',
    obligationType: 'ITR14',
    dueRule: 'before_obligation_due',
    dueDays: 20,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['elite'],
    checklist: [
      {
        title: 'Year-end documents',
        kind: 'document_request',
        documentCategory: 'financial_statement',
        description: 'Loan statements, the fixed asset register and the stock count at year-end.',
        dueInBusinessDays: 10,
      },
      { title: 'Year-end journals and trial balance', kind: 'internal' },
      { title: 'Draft the annual financial statements', kind: 'internal' },
      { title: 'Client approves the financial statements', kind: 'internal' },
      { title: 'Prepare and submit the ITR14', kind: 'internal' },
    ],
  },
  {
    seedKey: 'cipc-annual-return',
    name: 'CIPC annual return',
    clientLabel: 'your CIPC annual return',
    recurrence: 'obligation',
    obligationType: 'CIPC_ANNUAL_RETURN',
    dueRule: 'before_obligation_due',
    dueDays: 10,
    defaultAssignee: 'assigned_accountant',
    packageTypes: ['elite'],
    checklist: [
      { title: 'Confirm directors and registered address', kind: 'internal' },
      { title: 'File the annual return and beneficial ownership on CIPC', kind: 'internal' },
    ],
  },
];

/**
 * Adds the shipped templates that are missing, found by their `seedKey`. Idempotent, and unlike
 * the catalogue's seed it never overwrites: a shipped template an admin has edited stays as edited.
 * Two instances starting at once insert each template once (the unique key, conflicts ignored).
 */
export async function seedJobTemplates(dataSource: DataSource): Promise<void> {
  await runWriteTransaction(dataSource, (m) =>
    m
      .getRepository(JobTemplate)
      .createQueryBuilder()
      .insert()
      .values(SHIPPED_JOB_TEMPLATES.map((t) => ({ ...t, active: true })))
      .orIgnore()
      .updateEntity(false)
      .execute(),
  );
}
