import { addDays, isBusinessDay } from '../common/calendar/firm-calendar';

/**
 * The statutory deadlines that apply to one client, worked out from the profile. The one home of
 * these rules (the overview shows what this returns); dates are yyyy-MM-dd in the firm's calendar,
 * which knows weekends and South African public holidays (common/calendar/firm-calendar.ts).
 *
 * Sources:
 * - EMP201 (PAYE, UIF, SDL): Income Tax Act 58 of 1962, Fourth Schedule para 2(1): paid within
 *   seven days after the end of the month. SARS: when the 7th is not a business day, the
 *   declaration and payment are due on the last business day before it.
 *   https://www.sars.gov.za/types-of-tax/pay-as-you-earn/
 * - VAT201: Value-Added Tax Act 89 of 1991 s28(1): within 25 days after the end of the tax period
 *   (the last business day before the 25th when it is not one). SARS lets eFiling vendors submit
 *   and pay by the last business day of that month instead; the firm files on eFiling.
 *   https://www.sars.gov.za/types-of-tax/value-added-tax/
 * - Provisional tax: Income Tax Act Fourth Schedule paras 21 and 23: the first payment within six
 *   months of the start of the year of assessment, the second by its last day; for a February
 *   year-end, 31 August and the last day of February. SARS moves a date that is not a business day
 *   to the last business day before it. https://www.sars.gov.za/types-of-tax/provisional-tax/
 * - CIPC annual return: Companies Act 71 of 2008 s33 and Companies Regulations, 2011, reg 30:
 *   within 30 business days after the anniversary of the date of incorporation, from the year
 *   after incorporation. https://www.cipc.co.za/
 */

export type DeadlineKind = 'emp201' | 'vat201' | 'provisional-tax' | 'cipc-annual-return';

export interface SarsDeadline {
  kind: DeadlineKind;
  title: string;
  /** What the deadline is for, in a sentence a client understands. */
  detail: string;
  /** yyyy-MM-dd; null when it cannot be known from the profile (the CIPC anniversary's day). */
  dueDate: string | null;
  /** Where the rule comes from. */
  source: string;
}

/** What the rules read from a client's profile. */
export interface DeadlineProfile {
  /** Employees on the payroll: the profile's count, or the active employee records. */
  employees: number;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
}

const SOURCES = {
  emp201: 'https://www.sars.gov.za/types-of-tax/pay-as-you-earn/',
  vat201: 'https://www.sars.gov.za/types-of-tax/value-added-tax/',
  provisional: 'https://www.sars.gov.za/types-of-tax/provisional-tax/',
  cipc: 'https://www.cipc.co.za/',
} as const;

/** Companies and close corporations file annual returns with CIPC; sole proprietors, partnerships and trusts do not. */
const CIPC_FILERS = new Set(['private_company', 'public_company', 'non_profit', 'close_corporation']);

/** A CIPC registration number, yyyy/nnnnnn/nn: the year of incorporation comes first. */
const REGISTRATION_NUMBER = /^(\d{4})\/\d{6}\/\d{2}$/;

/** A South African VAT number: ten digits starting with 4. */
const VAT_NUMBER = /^4\d{9}$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function ymd(year: number, month: number, day: number): string {
  // month is 1-12 and may run past December: Date.UTC carries it into the next year.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function lastDayOfMonth(year: number, month: number): string {
  return ymd(year, month + 1, 0);
}

/** The date itself when it is a business day, else the last business day before it (SARS's rule). */
export function onOrBeforeBusinessDay(date: string): string {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

function monthName(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** The first monthly deadline on or after today; `dueIn` gives a month's due date, the period is the month before. */
function nextMonthly(today: string, dueIn: (year: number, month: number) => string): { due: string; period: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  for (let i = 0; i < 3; i += 1) {
    const due = dueIn(year, month + i);
    if (due >= today) return { due, period: monthName(ymd(year, month + i - 1, 1)) };
  }
  throw new Error('No monthly deadline within three months');
}

export function emp201(today: string): SarsDeadline {
  const { due, period } = nextMonthly(today, (y, m) => onOrBeforeBusinessDay(ymd(y, m, 7)));
  return {
    kind: 'emp201',
    title: 'EMP201 (PAYE, UIF and SDL)',
    detail: `Employer declaration and payment for ${period}.`,
    dueDate: due,
    source: SOURCES.emp201,
  };
}

export function vat201(today: string): SarsDeadline {
  const { due, period } = nextMonthly(today, (y, m) => onOrBeforeBusinessDay(lastDayOfMonth(y, m)));
  return {
    kind: 'vat201',
    title: 'VAT201 return',
    detail: `VAT return and payment on eFiling for a tax period that ended in ${period} (the 25th for a return filed on paper).`,
    dueDate: due,
    source: SOURCES.vat201,
  };
}

export function provisionalTax(today: string): SarsDeadline {
  const year = Number(today.slice(0, 4));
  const candidates = [
    { due: onOrBeforeBusinessDay(lastDayOfMonth(year, 2)), which: 'Second', yearEnd: year },
    { due: onOrBeforeBusinessDay(ymd(year, 8, 31)), which: 'First', yearEnd: year + 1 },
    { due: onOrBeforeBusinessDay(lastDayOfMonth(year + 1, 2)), which: 'Second', yearEnd: year + 1 },
  ];
  const next = candidates.find((c) => c.due >= today)!;
  return {
    kind: 'provisional-tax',
    title: 'Provisional tax (IRP6)',
    detail: `${next.which} payment for the year ending February ${next.yearEnd}.`,
    dueDate: next.due,
    source: SOURCES.provisional,
  };
}

/**
 * The CIPC annual return. The registration number gives the year of incorporation but not its day,
 * so the date stays open; the return is due every year from the one after incorporation.
 */
export function cipcAnnualReturn(today: string, registrationNumber: string): SarsDeadline | null {
  const match = REGISTRATION_NUMBER.exec(registrationNumber.trim());
  if (!match) return null;
  const incorporated = Number(match[1]);
  const firstYear = Math.max(incorporated + 1, Number(today.slice(0, 4)));
  return {
    kind: 'cipc-annual-return',
    title: 'CIPC annual return',
    detail: `Due within 30 business days after the anniversary of the company's registration (registered in ${incorporated}), every year from ${firstYear}.`,
    dueDate: null,
    source: SOURCES.cipc,
  };
}

/** The deadlines that apply to this client, soonest first (undated ones last). */
export function upcomingDeadlines(profile: DeadlineProfile, today: string): SarsDeadline[] {
  const out: SarsDeadline[] = [];
  if (profile.employees > 0) out.push(emp201(today));
  if (profile.vatNumber && VAT_NUMBER.test(profile.vatNumber.replace(/\s+/g, ''))) out.push(vat201(today));
  out.push(provisionalTax(today));
  if (profile.registrationNumber && profile.businessType && CIPC_FILERS.has(profile.businessType)) {
    const cipc = cipcAnnualReturn(today, profile.registrationNumber);
    if (cipc) out.push(cipc);
  }
  return out.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
}
