import { addBusinessDays, addDays, lastBusinessDayOnOrBefore, lastDayOfMonth } from '@table-bay/shared';

/**
 * The rules of the firm's recurring work (docs/work.md): which periods a template makes jobs for,
 * when each job is due inside the firm, when its client tasks go out, and how a period is named.
 * Plain functions over yyyy-MM-dd dates: no Nest, no database, no clock.
 */

/** Where a job stands. `cancelled` sits beside the line; `done` ends it. */
export const JOB_STAGES = ['planned', 'waiting_for_client', 'in_progress', 'review', 'done', 'cancelled'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** Stages of work still to do: a job in one of them can be overdue. */
export const OPEN_STAGES: readonly JobStage[] = ['planned', 'waiting_for_client', 'in_progress', 'review'];
/** Stages a job never leaves by itself and that are never overdue. */
export const CLOSED_STAGES: readonly JobStage[] = ['done', 'cancelled'];

/**
 * How often a template makes a job:
 * - `monthly`: one per calendar month;
 * - `vat_period`: one per VAT period of the business (its VAT201 obligations), linked to the obligation;
 * - `obligation`: one per obligation of the template's `obligationType` (EMP201, ITR14 ...), linked to it;
 * - `yearly`: one per financial year of the business (its year-end month; February when not set);
 * - `once`: one job per business, ever (onboarding, a first clean-up).
 */
export const JOB_RECURRENCES = ['monthly', 'vat_period', 'yearly', 'once', 'obligation'] as const;
export type JobRecurrence = (typeof JOB_RECURRENCES)[number];

/** Recurrences whose periods come from the compliance calendar, one job per obligation. */
export const OBLIGATION_RECURRENCES: readonly JobRecurrence[] = ['vat_period', 'obligation'];

/**
 * The firm's own due date of a job (docs/work.md, "Due rules"), N being the template's `dueDays`:
 * - `before_obligation_due`: N business days before the linked obligation's due date (SARS's
 *   date, already moved off non-business days); only for obligation recurrences;
 * - `day_of_period_month`: day N of the period's last month;
 * - `day_of_following_month`: day N of the month after the period ends.
 * The two day rules clamp N to the month's last day and move a date that is not a business day to
 * the last business day before it, as SARS does with its own dates.
 */
export const DUE_RULES = ['before_obligation_due', 'day_of_period_month', 'day_of_following_month'] as const;
export type DueRule = (typeof DUE_RULES)[number];

/** A period a job is for: both ends included, yyyy-MM-dd. */
export interface JobPeriod {
  /** The job's identity per business and template: `2026-09` (a month), a period end date, or `once`. */
  key: string;
  start: string;
  end: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ymd(date: string): { y: number; m: number; d: number } {
  return { y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) };
}

function monthName(date: string): string {
  const { y, m } = ymd(date);
  return `${MONTHS[m - 1]} ${y}`;
}

/**
 * A period in words: "Sep 2026" (one month), "Sep–Oct 2026", "Dec 2026–Jan 2027", "Mar 2026–Feb 2027".
 */
export function periodLabel(start: string, end: string): string {
  const a = ymd(start);
  const b = ymd(end);
  if (a.y === b.y && a.m === b.m) return monthName(start);
  if (a.y === b.y) return `${MONTHS[a.m - 1]}–${MONTHS[b.m - 1]} ${b.y}`;
  return `${monthName(start)}–${monthName(end)}`;
}

/** A job's title: the template's name and its period ("VAT201 Sep–Oct 2026"); a `once` job is the name alone. */
export function jobTitle(templateName: string, period: JobPeriod): string {
  return period.key === ONCE_KEY ? templateName : `${templateName} ${periodLabel(period.start, period.end)}`;
}

export const ONCE_KEY = 'once';

/** Day `day` of a month (1-12, may run past December), clamped to its last day, moved to the last business day on or before. */
function businessDayOfMonth(year: number, month: number, day: number): string {
  const last = lastDayOfMonth(year, month);
  const clamped = Math.min(day, Number(last.slice(8, 10)));
  return lastBusinessDayOnOrBefore(`${last.slice(0, 8)}${String(clamped).padStart(2, '0')}`);
}

/**
 * The job's due date by its template's rule. `obligationDue` is the linked obligation's due date,
 * required by `before_obligation_due`.
 */
export function jobDueDate(rule: DueRule, dueDays: number, period: JobPeriod, obligationDue: string | null = null): string {
  const end = ymd(period.end);
  switch (rule) {
    case 'before_obligation_due':
      if (!obligationDue) throw new RangeError('before_obligation_due needs the obligation’s due date');
      return dueDays === 0 ? lastBusinessDayOnOrBefore(obligationDue) : addBusinessDays(obligationDue, -dueDays);
    case 'day_of_period_month':
      return businessDayOfMonth(end.y, end.m, dueDays);
    case 'day_of_following_month':
      return businessDayOfMonth(end.y, end.m + 1, dueDays);
  }
}

/** The calendar month containing `date`, as a period. */
export function monthPeriod(date: string): JobPeriod {
  const { y, m } = ymd(date);
  const start = `${date.slice(0, 7)}-01`;
  return { key: date.slice(0, 7), start, end: lastDayOfMonth(y, m) };
}

/**
 * The periods of a calendar recurrence (`monthly`, `yearly`, `once`) whose job falls due in the
 * window [from, to] (both included): what the planner makes jobs for. `yearEndMonth` (1-12) is the
 * business's financial year-end month, for `yearly`. A `once` job is for the month of `from`.
 */
export function calendarPeriods(
  recurrence: Exclude<JobRecurrence, 'vat_period' | 'obligation'>,
  rule: Exclude<DueRule, 'before_obligation_due'>,
  dueDays: number,
  window: { from: string; to: string },
  yearEndMonth = 2,
): JobPeriod[] {
  if (recurrence === 'once') {
    const month = monthPeriod(window.from);
    return [{ ...month, key: ONCE_KEY }];
  }
  const out: JobPeriod[] = [];
  const first = ymd(window.from);
  // A job is due at most about a month after its period ends: starting a year before the window
  // catches every period whose job falls due inside it.
  for (let i = -13; ; i++) {
    const monthIndex = first.y * 12 + (first.m - 1) + i;
    const y = Math.floor(monthIndex / 12);
    const m = (monthIndex % 12) + 1;
    const startOfMonth = `${y}-${String(m).padStart(2, '0')}-01`;
    if (startOfMonth > addDays(window.to, 1)) break;
    let period: JobPeriod | null;
    if (recurrence === 'monthly') {
      period = monthPeriod(startOfMonth);
    } else {
      // yearly: one period per financial year, ending in the year-end month.
      period =
        m === yearEndMonth ? { key: lastDayOfMonth(y, m), start: addDays(lastDayOfMonth(y - 1, m), 1), end: lastDayOfMonth(y, m) } : null;
    }
    if (!period) continue;
    const due = jobDueDate(rule, dueDays, period);
    if (due >= window.from && due <= window.to) out.push(period);
  }
  return out;
}

/**
 * The day a job's client tasks go out: the first business day after its period ends (the
 * period's papers exist by then), or the day the job is made when that is later.
 */
export function clientTasksStartOn(period: JobPeriod, createdOn: string): string {
  const afterPeriod = addBusinessDays(period.end, 1);
  return afterPeriod > createdOn ? afterPeriod : createdOn;
}

/**
 * A client task's own due date: `days` business days after the tasks go out, never after the job's
 * due date (the firm needs the papers before its own deadline) and never before the day they go out.
 */
export function clientTaskDueDate(sentOn: string, days: number, jobDue: string): string {
  const wanted = addBusinessDays(sentOn, days);
  if (wanted <= jobDue) return wanted;
  return jobDue >= sentOn ? jobDue : sentOn;
}

/** Past its due date (yyyy-MM-dd, the firm's today) and still open. */
export function isJobOverdue(job: { stage: JobStage; dueDate: string }, today: string): boolean {
  return job.dueDate < today && OPEN_STAGES.includes(job.stage);
}

/** Monday of the week containing `date` (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}
