import type { ObligationStatus } from './obligation-status';
import type { ObligationType } from './rules';

/** One sentence per type saying what the obligation is, for reminders and the calendar feed. */
export const OBLIGATION_DESCRIPTIONS: Readonly<Record<ObligationType, string>> = {
  VAT201: 'The VAT return for the period, filed with SARS and the VAT paid.',
  EMP201: "The monthly employer declaration: PAYE, UIF and SDL for the month's payroll, filed and paid to SARS.",
  EMP501_INTERIM: 'The interim employer reconciliation (EMP501) for March to August, with the IRP5 and IT3(a) certificates.',
  EMP501_ANNUAL: 'The annual employer reconciliation (EMP501) for the tax year, with the IRP5 and IT3(a) certificates.',
  IRP6_FIRST: 'The first provisional tax payment (IRP6) for the year of assessment.',
  IRP6_SECOND: 'The second provisional tax payment (IRP6) for the year of assessment.',
  IRP6_THIRD: 'The optional third provisional tax top-up payment (IRP6) for the year of assessment.',
  ITR14: "The company's income tax return (ITR14) for the financial year.",
  CIPC_ANNUAL_RETURN: "The company's annual return to CIPC, with its fee.",
  COIDA_ROE: 'The return of earnings to the Compensation Fund (COIDA) for the year.',
};

export const STATUS_LABELS: Readonly<Record<ObligationStatus, string>> = {
  upcoming: 'Upcoming',
  awaiting_client: 'Waiting for you',
  in_progress: 'In progress',
  submitted: 'Submitted',
  paid: 'Paid',
  not_applicable: 'Not applicable',
};
