/**
 * Format rules for a business's tax and registration fields, with the messages people see: the
 * API's validation (PATCH /api/user) and the company form's use the same functions. Sources:
 * docs/compliance.md, "Profile fields".
 *
 * Each validator takes the value as entered and returns null when it is acceptable, else one
 * sentence saying what is wrong and what is expected. Empty values are the caller's business
 * (every field here is optional), so validators are only called with something entered.
 */

/** SARS's VAT tax-period categories (VAT Act s27); null when the business is not a vendor. */
export const VAT_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** How VAT201 returns are filed: eFiling (the default) or on paper at a branch. */
export const VAT_FILING_CHANNELS = ['efiling', 'manual'] as const;
export type VatFilingChannel = (typeof VAT_FILING_CHANNELS)[number];

/** A SARS income tax reference number: ten digits (SARS, "Tax reference number", on every ITA34). */
export const INCOME_TAX_NUMBER_PATTERN = /^\d{10}$/;
/** A UIF reference as the Department of Employment and Labour issues it: letters, digits and slashes. */
export const UIF_REFERENCE_PATTERN = /^[A-Za-z0-9/]{1,20}$/;

/** A VAT vendor number: ten digits, the first a 4 (SARS VAT registration notice, VAT103). */
export const VAT_NUMBER_PATTERN = /^4\d{9}$/;
/** An employer's PAYE reference: ten digits, the first a 7 (SARS PAYE BRS, IRP5 code 2020). */
export const PAYE_REFERENCE_PATTERN = /^7\d{9}$/;
/** A CIPC registration number: year / six digits / two-digit entity type, for example 2019/123456/07. */
export const COMPANY_REGISTRATION_NUMBER_PATTERN = /^(\d{4})\/\d{6}\/\d{2}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Where to find each number: help text for the "Tax and registration" part of the company screen. */
export const TAX_PROFILE_HELP = {
  vatNumber: 'Ten digits starting with 4, on your VAT registration notice (VAT103) and on SARS eFiling.',
  vatCategory: 'The tax period on your VAT registration notice: most small vendors are category A or B (every two months).',
  vatFilingChannel: 'eFiling returns are due on the last business day of the month; paper returns by the 25th.',
  financialYearEndMonth: 'The month your financial year ends, as on your income tax registration (February for most sole proprietors).',
  payeReference: 'Ten digits starting with 7, on your EMP201 and your SARS employer registration letter.',
  companyRegistrationNumber: 'As on your CIPC registration certificate (CoR14.3), for example 2019/123456/07.',
  incorporationDate: 'The date of incorporation on your CIPC registration certificate: the annual return is due after each anniversary.',
  incomeTaxNumber: 'Ten digits, on any income tax assessment (ITA34) or your SARS registration letter.',
  uifReference: 'On your UIF registration letter from the Department of Employment and Labour (uFiling).',
  provisionalTaxpayer:
    'Tick if the business pays provisional tax (IRP6) twice a year: every company does, and individuals with income other than a salary.',
  coidaRegistered: 'Tick if the business is registered with the Compensation Fund (COIDA) for its employees.',
} as const;

/** Spaces and dashes people type in long numbers ("4123 456 789") are dropped before checking. */
export function compactNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function validateVatNumber(value: string): string | null {
  const v = compactNumber(value);
  if (!/^\d+$/.test(v)) return 'The VAT number may contain only digits: ten digits starting with 4.';
  if (v.length !== 10) return `The VAT number must be ten digits starting with 4 (this one has ${v.length}).`;
  if (!VAT_NUMBER_PATTERN.test(v)) return 'The VAT number must start with 4: SARS VAT numbers are ten digits starting with 4.';
  return null;
}

export function validatePayeReference(value: string): string | null {
  const v = compactNumber(value);
  if (!/^\d+$/.test(v)) return 'The PAYE reference may contain only digits: ten digits starting with 7.';
  if (v.length !== 10) return `The PAYE reference must be ten digits starting with 7 (this one has ${v.length}).`;
  if (!PAYE_REFERENCE_PATTERN.test(v)) return 'The PAYE reference must start with 7: employer PAYE numbers are ten digits starting with 7.';
  return null;
}

/**
 * A CIPC registration number. `today` (yyyy-MM-dd) bounds the year: a number cannot be issued in
 * a year still to come.
 */
export function validateCompanyRegistrationNumber(value: string, today?: string): string | null {
  const match = COMPANY_REGISTRATION_NUMBER_PATTERN.exec(value.trim());
  if (!match)
    return 'The company registration number must look like 2019/123456/07: the year, six digits and two digits, separated by slashes.';
  const year = Number(match[1]);
  if (year < 1800 || (today !== undefined && year > Number(today.slice(0, 4)))) {
    return `The company registration number starts with the year of registration; ${year} is not possible.`;
  }
  return null;
}

/** The date of incorporation: a real yyyy-MM-dd date, not after `today` and not before 1800. */
export function validateIncorporationDate(value: string, today?: string): string | null {
  if (!isCalendarDate(value)) return 'The incorporation date must be a date as YYYY-MM-DD, for example 2019-03-14.';
  if (today !== undefined && value > today) return 'The incorporation date cannot be in the future.';
  if (value < '1800-01-01') return 'The incorporation date cannot be before 1800.';
  return null;
}

export function validateIncomeTaxNumber(value: string): string | null {
  const v = compactNumber(value);
  if (!/^\d+$/.test(v)) return 'The income tax number may contain only digits: ten digits.';
  if (!INCOME_TAX_NUMBER_PATTERN.test(v)) return `The income tax number must be ten digits (this one has ${v.length}).`;
  return null;
}

export function validateUifReference(value: string): string | null {
  const v = value.replace(/\s+/g, '');
  if (!UIF_REFERENCE_PATTERN.test(v)) return 'The UIF reference may contain only letters, digits and slashes, at most 20 of them.';
  return null;
}

export function validateFinancialYearEndMonth(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 12) {
    return 'The financial year-end month must be a whole number from 1 (January) to 12 (December).';
  }
  return null;
}

export function validateVatCategory(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !(VAT_CATEGORIES as readonly string[]).includes(value)) {
    return 'The VAT category must be A, B, C, D, E or F, or empty when the business is not a VAT vendor.';
  }
  return null;
}

export function validateVatFilingChannel(value: unknown): string | null {
  return (VAT_FILING_CHANNELS as readonly unknown[]).includes(value) ? null : 'The VAT filing channel must be efiling or manual.';
}

/** The fields this file checks, under their API names. */
export interface TaxProfileInput {
  vatNumber?: string | null;
  vatCategory?: string | null;
  vatFilingChannel?: string;
  financialYearEndMonth?: number;
  payeReference?: string | null;
  companyRegistrationNumber?: string | null;
  incorporationDate?: string | null;
  incomeTaxNumber?: string | null;
  uifReference?: string | null;
}

/**
 * Every field error of a (partial) profile update, keyed by field, for an InvalidInputError's
 * `fields`. Absent, null and empty values are not checked: clearing a field is always allowed.
 */
export function validateTaxProfile(input: TaxProfileInput, today?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: keyof TaxProfileInput, message: string | null) => {
    if (message) errors[field] = message;
  };
  const entered = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  if (entered(input.vatNumber)) check('vatNumber', validateVatNumber(input.vatNumber));
  if (input.vatCategory !== undefined) check('vatCategory', validateVatCategory(input.vatCategory === '' ? null : input.vatCategory));
  if (input.vatFilingChannel !== undefined) check('vatFilingChannel', validateVatFilingChannel(input.vatFilingChannel));
  if (input.financialYearEndMonth !== undefined) check('financialYearEndMonth', validateFinancialYearEndMonth(input.financialYearEndMonth));
  if (entered(input.payeReference)) check('payeReference', validatePayeReference(input.payeReference));
  if (entered(input.companyRegistrationNumber))
    check('companyRegistrationNumber', validateCompanyRegistrationNumber(input.companyRegistrationNumber, today));
  if (entered(input.incorporationDate)) check('incorporationDate', validateIncorporationDate(input.incorporationDate.trim(), today));
  if (entered(input.incomeTaxNumber)) check('incomeTaxNumber', validateIncomeTaxNumber(input.incomeTaxNumber));
  if (entered(input.uifReference)) check('uifReference', validateUifReference(input.uifReference));
  return errors;
}

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
