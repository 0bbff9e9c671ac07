import { addBusinessDays, addDays, lastBusinessDayOnOrBefore, lastDayOfMonth } from '../../common/calendar/firm-calendar';
import { coidaRoeWindow, emp501Window } from './filing-windows';
import { OBLIGATION_TYPES, obligationKey, VAT_CATEGORIES } from './obligation-types';
import type { ComplianceProfile, Obligation, ObligationType, VatCategory } from './obligation-types';

/**
 * The rule engine: every obligation of a business whose due date falls in a window. Pure and
 * deterministic: the same profile and window always give the same list, so rows, reminders and
 * calendar UIDs built on `key` stay stable. Each rule and its source: docs/compliance.md.
 *
 * Every due date that falls on a weekend or public holiday moves to the last business day before
 * it (SARS's rule for VAT, PAYE and provisional tax; applied to every type so that no reminder
 * ever points at a day the offices are closed).
 */
export function obligationsDue(profile: ComplianceProfile, from: string, to: string): Obligation[] {
  assertDate(from, 'from');
  assertDate(to, 'to');
  if (from > to) throw new RangeError(`The window starts (${from}) after it ends (${to}).`);
  assertProfile(profile);
  // A due date falls at most a year and a month after the period it belongs to (ITR14: twelve
  // months after the year-end), so periods ending from the year before the window's first year
  // to the year after its last cover every due date inside it.
  const years = { first: Number(from.slice(0, 4)) - 1, last: Number(to.slice(0, 4)) + 1 };
  const all = [
    ...vat201(profile, years),
    ...emp201(profile, years),
    ...emp501(profile, years),
    ...provisionalTax(profile, years),
    ...itr14(profile, years),
    ...cipcAnnualReturn(profile, years),
    ...coidaReturnOfEarnings(profile, years),
  ];
  return all
    .filter((o) => o.dueDate >= from && o.dueDate <= to)
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        OBLIGATION_TYPES.indexOf(a.type) - OBLIGATION_TYPES.indexOf(b.type) ||
        a.periodEnd.localeCompare(b.periodEnd),
    );
}

/** Whether PAYE applies: a PAYE reference, or employees on the payroll. */
export function employsStaff(profile: Pick<ComplianceProfile, 'payeReference' | 'hasEmployees'>): boolean {
  return Boolean(profile.payeReference?.trim()) || profile.hasEmployees;
}

interface Years {
  first: number;
  last: number;
}

/**
 * VAT tax periods per category (VAT Act 89 of 1991 s27): how many months a period spans and the
 * months periods end in. Category E's period is the vendor's year of assessment.
 */
export const VAT_PERIODS: Readonly<Record<VatCategory, { months: number; endMonths: readonly number[] | 'year-end' }>> = {
  A: { months: 2, endMonths: [1, 3, 5, 7, 9, 11] },
  B: { months: 2, endMonths: [2, 4, 6, 8, 10, 12] },
  C: { months: 1, endMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  D: { months: 6, endMonths: [2, 8] },
  E: { months: 12, endMonths: 'year-end' },
  F: { months: 4, endMonths: [2, 6, 10] },
};

function vat201(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!profile.vatCategory) return [];
  const { months, endMonths } = VAT_PERIODS[profile.vatCategory];
  const ends = endMonths === 'year-end' ? [profile.financialYearEndMonth] : endMonths;
  const out: Obligation[] = [];
  for (let year = years.first; year <= years.last; year++) {
    for (const month of ends) {
      const period = monthsEndingIn(year, month, months);
      // eFiling: the last business day of the month after the period; on paper: the 25th of it
      // (VAT Act s28(1)), the last business day before when the 25th is not one.
      const due = profile.vatFilingChannel === 'manual' ? ymd(year, month + 1, 25) : lastDayOfMonth(year, month + 1);
      out.push(make('VAT201', period, lastBusinessDayOnOrBefore(due), `VAT201 for ${periodLabel(period)}`));
    }
  }
  return out;
}

function emp201(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!employsStaff(profile)) return [];
  const out: Obligation[] = [];
  for (let year = years.first; year <= years.last; year++) {
    for (let month = 1; month <= 12; month++) {
      const period = monthsEndingIn(year, month, 1);
      // Fourth Schedule para 2(1): within seven days after the end of the month.
      out.push(make('EMP201', period, lastBusinessDayOnOrBefore(ymd(year, month + 1, 7)), `EMP201 for ${periodLabel(period)}`));
    }
  }
  return out;
}

function emp501(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!employsStaff(profile)) return [];
  const out: Obligation[] = [];
  // Tax year T runs 1 March T-1 to the end of February T; its interim reconciliation (March to
  // August) is due in October T-1, its annual one in May T.
  for (let taxYear = years.first; taxYear <= years.last + 1; taxYear++) {
    const interim = { periodStart: `${taxYear - 1}-03-01`, periodEnd: `${taxYear - 1}-08-31` };
    const annual = { periodStart: `${taxYear - 1}-03-01`, periodEnd: lastDayOfMonth(taxYear, 2) };
    out.push(
      make(
        'EMP501_INTERIM',
        interim,
        lastBusinessDayOnOrBefore(emp501Window(taxYear, 'interim').closes),
        `EMP501 interim reconciliation for ${periodLabel(interim)}`,
      ),
      make(
        'EMP501_ANNUAL',
        annual,
        lastBusinessDayOnOrBefore(emp501Window(taxYear, 'annual').closes),
        `EMP501 annual reconciliation for ${periodLabel(annual)}`,
      ),
    );
  }
  return out;
}

function provisionalTax(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!profile.provisionalTaxpayer) return [];
  const m = profile.financialYearEndMonth;
  const out: Obligation[] = [];
  for (let year = years.first; year <= years.last; year++) {
    const period = yearOfAssessment(year, m);
    const ending = `the year ending ${monthLabel(period.periodEnd)}`;
    // Fourth Schedule paras 21 and 23: the first payment within six months of the start of the
    // year, the second by its last day; the optional third (top-up) six months after the
    // year-end, seven for a February year-end (SARS: "When must provisional tax be paid?").
    const first = lastDayOfMonth(year - 1, m + 6);
    const third = lastDayOfMonth(year, m + (m === 2 ? 7 : 6));
    out.push(
      make('IRP6_FIRST', period, lastBusinessDayOnOrBefore(first), `IRP6 first provisional payment for ${ending}`),
      make('IRP6_SECOND', period, lastBusinessDayOnOrBefore(period.periodEnd), `IRP6 second provisional payment for ${ending}`),
      make('IRP6_THIRD', period, lastBusinessDayOnOrBefore(third), `IRP6 third (top-up) provisional payment for ${ending}`),
    );
  }
  return out;
}

function itr14(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!profile.isCompany) return [];
  const m = profile.financialYearEndMonth;
  const out: Obligation[] = [];
  for (let year = years.first; year <= years.last; year++) {
    const period = yearOfAssessment(year, m);
    // Within twelve months after the financial year-end.
    out.push(
      make(
        'ITR14',
        period,
        lastBusinessDayOnOrBefore(lastDayOfMonth(year + 1, m)),
        `ITR14 for the year ending ${monthLabel(period.periodEnd)}`,
      ),
    );
  }
  return out;
}

function cipcAnnualReturn(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!profile.isCompany || !profile.incorporationDate) return [];
  const incorporated = profile.incorporationDate;
  const firstYear = Number(incorporated.slice(0, 4)) + 1;
  const out: Obligation[] = [];
  for (let year = Math.max(firstYear, years.first); year <= years.last; year++) {
    const anniversary = anniversaryIn(incorporated, year);
    const period = { periodStart: anniversaryIn(incorporated, year - 1), periodEnd: addDays(anniversary, -1) };
    // Companies Regulations reg 30: within 30 business days after each anniversary of the date of
    // incorporation. The 30th business day is always a business day, so no shift is needed.
    out.push(make('CIPC_ANNUAL_RETURN', period, addBusinessDays(anniversary, 30), `CIPC annual return for ${year}`));
  }
  return out;
}

function coidaReturnOfEarnings(profile: ComplianceProfile, years: Years): Obligation[] {
  if (!profile.coidaRegistered) return [];
  const out: Obligation[] = [];
  for (let year = years.first; year <= years.last + 1; year++) {
    const period = { periodStart: `${year - 1}-03-01`, periodEnd: lastDayOfMonth(year, 2) };
    out.push(
      make(
        'COIDA_ROE',
        period,
        lastBusinessDayOnOrBefore(coidaRoeWindow(year).closes),
        `COIDA return of earnings for ${periodLabel(period)}`,
      ),
    );
  }
  return out;
}

interface Period {
  periodStart: string;
  periodEnd: string;
}

function make(type: ObligationType, period: Period, dueDate: string, label: string): Obligation {
  return { type, key: obligationKey(type, period.periodEnd), periodStart: period.periodStart, periodEnd: period.periodEnd, dueDate, label };
}

/** The `months` calendar months ending with `month` of `year` (month may be 1-12 only). */
function monthsEndingIn(year: number, month: number, months: number): Period {
  return { periodStart: ymd(year, month - months + 1, 1), periodEnd: lastDayOfMonth(year, month) };
}

/** The year of assessment that ends in month `m` of `year`. */
function yearOfAssessment(year: number, m: number): Period {
  return monthsEndingIn(year, m, 12);
}

/** The anniversary of a yyyy-MM-dd date in `year`; 29 February becomes 28 February in a common year. */
function anniversaryIn(date: string, year: number): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const last = lastDayOfMonth(year, month);
  return day > Number(last.slice(8, 10)) ? last : `${year}-${date.slice(5, 10)}`;
}

/**
 * A date from parts; the month may run past either end of the year (13 is January of the next).
 * Only for days 1-28, which every month has (the rules ask for the 1st, 7th and 25th); built by
 * hand because this runs for every period of every business.
 */
function ymd(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = (((month - 1) % 12) + 12) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Feb 2027" */
function monthLabel(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** "Nov 2026", "Nov–Dec 2026", "Sep 2026–Feb 2027" */
export function periodLabel({ periodStart, periodEnd }: Period): string {
  const start = monthLabel(periodStart);
  const end = monthLabel(periodEnd);
  if (start === end) return end;
  if (periodStart.slice(0, 4) === periodEnd.slice(0, 4)) return `${start.slice(0, 3)}–${end}`;
  return `${start}–${end}`;
}

function assertDate(value: string, name: string): void {
  const month = Number(value.slice(5, 7));
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    month >= 1 &&
    month <= 12 &&
    value.slice(8, 10) !== '00' &&
    value <= lastDayOfMonth(Number(value.slice(0, 4)), month);
  if (!valid) throw new RangeError(`${name} must be a date as yyyy-MM-dd, not "${value}".`);
}

function assertProfile(profile: ComplianceProfile): void {
  const m = profile.financialYearEndMonth;
  if (!Number.isInteger(m) || m < 1 || m > 12) throw new RangeError(`financialYearEndMonth must be 1-12, not ${m}.`);
  if (profile.vatCategory !== null && !VAT_CATEGORIES.includes(profile.vatCategory)) {
    throw new RangeError(`vatCategory must be one of ${VAT_CATEGORIES.join(', ')} or null, not ${String(profile.vatCategory)}.`);
  }
  if (profile.incorporationDate !== null) assertDate(profile.incorporationDate, 'incorporationDate');
}
