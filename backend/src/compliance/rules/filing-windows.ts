/**
 * Filing windows that SARS and the Compensation Fund announce each year, as data. When a year's
 * dates are announced, add (or correct) its row here; a year without a row gets the usual window
 * (`announced: false`), so the calendar never goes blank. How to update: docs/compliance.md.
 */

export interface FilingWindow {
  /** yyyy-MM-dd the submission period opens, when announced or usual; null when not known. */
  opens: string | null;
  /** yyyy-MM-dd the last day to submit, before the business-day rule is applied. */
  closes: string;
  /** True when the dates come from an announcement listed in docs/compliance.md. */
  announced: boolean;
}

/**
 * EMP501 reconciliations per tax year. SARS names a tax year by the calendar year it ends in:
 * tax year 2027 runs 1 March 2026 to 28 February 2027. The interim reconciliation covers March to
 * August of the tax year; the annual one the whole year.
 */
export const EMP501_WINDOWS: Readonly<
  Record<number, { interim?: Omit<FilingWindow, 'announced'>; annual?: Omit<FilingWindow, 'announced'> }>
> = {
  2026: {
    interim: { opens: '2025-09-22', closes: '2025-10-31' },
  },
};

/** The EMP501 window for a tax year: the announced one, else the usual one (interim by 31 October, annual by 31 May). */
export function emp501Window(taxYear: number, kind: 'interim' | 'annual'): FilingWindow {
  const listed = EMP501_WINDOWS[taxYear]?.[kind];
  if (listed) return { ...listed, announced: true };
  return kind === 'interim'
    ? { opens: null, closes: `${taxYear - 1}-10-31`, announced: false }
    : { opens: `${taxYear}-04-01`, closes: `${taxYear}-05-31`, announced: false };
}

/**
 * COIDA return of earnings (W.As.8), keyed by the calendar year the return is submitted in. The
 * return submitted in year Y declares the earnings paid from 1 March of Y-1 to the end of February
 * of Y (the Fund itself calls that the "Y-1 return of earnings"). The regulations set 31 March, but
 * the Fund has in recent years opened its portal on 1 April and closed it on 31 May, so that is the
 * usual window until a year's dates are announced.
 */
export const COIDA_ROE_WINDOWS: Readonly<Record<number, Omit<FilingWindow, 'announced'>>> = {
  2021: { opens: '2021-04-01', closes: '2021-05-31' },
};

export function coidaRoeWindow(submissionYear: number): FilingWindow {
  const listed = COIDA_ROE_WINDOWS[submissionYear];
  if (listed) return { ...listed, announced: true };
  return { opens: `${submissionYear}-04-01`, closes: `${submissionYear}-05-31`, announced: false };
}
