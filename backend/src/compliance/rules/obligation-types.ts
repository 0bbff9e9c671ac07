// The VAT categories and filing channels are the profile's, shared with the company form.
import { VAT_CATEGORIES, VAT_FILING_CHANNELS, type VatCategory, type VatFilingChannel } from '@table-bay/shared';
export { VAT_CATEGORIES, VAT_FILING_CHANNELS, type VatCategory, type VatFilingChannel };

/**
 * The shapes the compliance rules work with. No Nest, no TypeORM: the rules are plain functions
 * that the service, the reminders, the calendar feed and the screens will all call.
 */

/** Every obligation type, exactly as the API names them. */
export const OBLIGATION_TYPES = [
  'VAT201',
  'EMP201',
  'EMP501_INTERIM',
  'EMP501_ANNUAL',
  'IRP6_FIRST',
  'IRP6_SECOND',
  'IRP6_THIRD',
  'ITR14',
  'CIPC_ANNUAL_RETURN',
  'COIDA_ROE',
] as const;
export type ObligationType = (typeof OBLIGATION_TYPES)[number];

/** What the rules read from a business's profile. */
export interface ComplianceProfile {
  vatCategory: VatCategory | null;
  vatFilingChannel: VatFilingChannel;
  /** 1-12: the month the financial year (the year of assessment) ends in. */
  financialYearEndMonth: number;
  payeReference: string | null;
  hasEmployees: boolean;
  provisionalTaxpayer: boolean;
  /** A company files ITR14 and CIPC annual returns: true when a company registration number is set. */
  isCompany: boolean;
  /** yyyy-MM-dd, from the CIPC registration certificate; the CIPC annual return needs it. */
  incorporationDate: string | null;
  coidaRegistered: boolean;
}

/** One obligation for one period. Dates are yyyy-MM-dd in the firm's calendar. */
export interface Obligation {
  type: ObligationType;
  /** Stable per obligation and period (type and period end): the later row key and calendar UID. */
  key: string;
  periodStart: string;
  periodEnd: string;
  /** Already moved to the last business day before when the rule's date is not a business day. */
  dueDate: string;
  /** "VAT201 for Nov–Dec 2026" */
  label: string;
}

/** The stable key of an obligation for a period. */
export function obligationKey(type: ObligationType, periodEnd: string): string {
  return `${type}:${periodEnd}`;
}

/** The stored profile fields, under their API names, as the client-business work will keep them. */
export interface TaxProfileFields {
  vatCategory: VatCategory | null;
  vatFilingChannel: VatFilingChannel | null;
  financialYearEndMonth: number | null;
  payeReference: string | null;
  companyRegistrationNumber: string | null;
  incorporationDate: string | null;
  provisionalTaxpayer: boolean | null;
  coidaRegistered: boolean | null;
}

/**
 * The rules' view of a business. Defaults where a field is not filled in: eFiling (the issue's
 * default channel) and a February year-end (individuals' year of assessment, and most small
 * companies'); a blank PAYE reference or registration number counts as none.
 */
export function toComplianceProfile(fields: TaxProfileFields, hasEmployees: boolean): ComplianceProfile {
  const filled = (v: string | null) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    vatCategory: fields.vatCategory,
    vatFilingChannel: fields.vatFilingChannel ?? 'efiling',
    financialYearEndMonth: fields.financialYearEndMonth ?? 2,
    payeReference: filled(fields.payeReference),
    hasEmployees,
    provisionalTaxpayer: fields.provisionalTaxpayer ?? false,
    isCompany: filled(fields.companyRegistrationNumber) !== null,
    incorporationDate: filled(fields.incorporationDate),
    coidaRegistered: fields.coidaRegistered ?? false,
  };
}
