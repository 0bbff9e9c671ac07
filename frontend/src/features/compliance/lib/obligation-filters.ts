import { addDays } from '@table-bay/shared';
import type { ObligationStatus, ObligationType } from '../../../content/compliance';

/** What the tax calendar's year select offers: this year and the next twelve months, or one calendar year. */
export type PeriodChoice = 'current' | `${number}`;

export interface DateWindow {
  from: string;
  to: string;
}

/**
 * The window of due dates a choice asks the API for. `current` runs from 1 January of today's
 * year (so this year's overdue returns stay in sight) to a year after today; a year is that
 * calendar year. `today` is the firm's date (yyyy-MM-dd).
 */
export function periodWindow(choice: PeriodChoice, today: string): DateWindow {
  if (choice === 'current') return { from: `${today.slice(0, 4)}-01-01`, to: addDays(today, 365) };
  return { from: `${choice}-01-01`, to: `${choice}-12-31` };
}

/** The years the select offers: last year, this year and next year. */
export function periodYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1];
}

export interface ObligationFilter {
  type: ObligationType | '';
  status: ObligationStatus | '' | 'overdue';
}

/** The fields the filters read. */
interface Filterable {
  type: ObligationType;
  status: ObligationStatus;
  overdue: boolean;
}

/** The obligations a filter keeps, in their order; an empty filter keeps all, `overdue` the overdue ones. */
export function filterObligations<T extends Filterable>(items: readonly T[], filter: ObligationFilter): T[] {
  return items.filter(
    (o) =>
      (filter.type === '' || o.type === filter.type) &&
      (filter.status === '' || (filter.status === 'overdue' ? o.overdue : o.status === filter.status)),
  );
}

/** The types present in a list, in the given order (so the select offers only what is there). */
export function typesIn<T extends { type: ObligationType }>(items: readonly T[], order: readonly ObligationType[]): ObligationType[] {
  const present = new Set(items.map((o) => o.type));
  return order.filter((type) => present.has(type));
}
