import { coidaRoeWindow, EMP501_WINDOWS, emp501Window } from './filing-windows';

describe('filing windows as data', () => {
  it('returns an announced EMP501 window from the table', () => {
    expect(emp501Window(2026, 'interim')).toEqual({ opens: '2025-09-22', closes: '2025-10-31', announced: true });
  });

  it('falls back to the usual EMP501 dates for a year not in the table', () => {
    expect(EMP501_WINDOWS[2027]).toBeUndefined();
    expect(emp501Window(2027, 'interim')).toEqual({ opens: null, closes: '2026-10-31', announced: false });
    expect(emp501Window(2027, 'annual')).toEqual({ opens: '2027-04-01', closes: '2027-05-31', announced: false });
  });

  it('returns the COIDA window of the year the return is submitted in', () => {
    expect(coidaRoeWindow(2021)).toEqual({ opens: '2021-04-01', closes: '2021-05-31', announced: true });
    expect(coidaRoeWindow(2027)).toEqual({ opens: '2027-04-01', closes: '2027-05-31', announced: false });
  });

  it('keeps every listed date a real yyyy-MM-dd that closes after it opens', () => {
    const windows = [
      ...Object.values(EMP501_WINDOWS).flatMap((w) => [w.interim, w.annual]),
      ...[2021].map((y) => coidaRoeWindow(y)),
    ].filter((w) => w !== undefined);
    for (const w of windows) {
      expect(w.closes).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (w.opens) expect(w.opens < w.closes).toBe(true);
    }
  });
});
