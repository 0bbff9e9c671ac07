import { cipcAnnualReturn, emp201, onOrBeforeBusinessDay, provisionalTax, upcomingDeadlines, vat201 } from './sars-deadlines';

describe('SARS and CIPC deadlines', () => {
  describe('a date that is not a business day moves to the last business day before it', () => {
    it.each([
      ['2026-12-07', '2026-12-07'], // a Monday stays
      ['2026-02-07', '2026-02-06'], // Saturday to Friday
      ['2026-06-07', '2026-06-05'], // Sunday to Friday
      ['2023-04-07', '2023-04-06'], // Good Friday to the Thursday
      ['2026-04-06', '2026-04-02'], // Family Day (Monday), then Good Friday and the weekend, to Thursday
    ])('%s is due on %s', (date, due) => {
      expect(onOrBeforeBusinessDay(date)).toBe(due);
    });
  });

  describe('EMP201: the 7th of the next month', () => {
    it('is the coming 7th for last month', () => {
      expect(emp201('2026-11-23')).toMatchObject({ dueDate: '2026-12-07', detail: 'Employer declaration and payment for November 2026.' });
    });
    it('is the Friday before when the 7th is a Saturday, and still due on that day', () => {
      expect(emp201('2026-02-03').dueDate).toBe('2026-02-06');
      expect(emp201('2026-02-06')).toMatchObject({ dueDate: '2026-02-06', detail: 'Employer declaration and payment for January 2026.' });
    });
    it('moves on to next month once the day has passed', () => {
      expect(emp201('2026-02-07')).toMatchObject({ dueDate: '2026-03-06', detail: 'Employer declaration and payment for February 2026.' });
    });
    it('skips a public holiday on the 7th (Good Friday 2023)', () => {
      expect(emp201('2023-04-01').dueDate).toBe('2023-04-06');
    });
    it('crosses the year', () => {
      expect(emp201('2026-12-08')).toMatchObject({ dueDate: '2027-01-07', detail: 'Employer declaration and payment for December 2026.' });
    });
  });

  describe('VAT201 on eFiling: the last business day of the month after the period', () => {
    it('is the month end when it is a weekday', () => {
      expect(vat201('2026-11-23')).toMatchObject({ dueDate: '2026-11-30' });
      expect(vat201('2026-11-23').detail).toContain('ended in October 2026');
    });
    it('is the Friday before a month end on a weekend', () => {
      expect(vat201('2026-01-10').dueDate).toBe('2026-01-30');
      expect(vat201('2026-05-02').dueDate).toBe('2026-05-29');
    });
    it('moves on once the month end has passed', () => {
      expect(vat201('2026-12-01').dueDate).toBe('2026-12-31');
    });
  });

  describe('provisional tax: end of August and end of February', () => {
    it('is the end of February next, on the Friday before a Sunday', () => {
      expect(provisionalTax('2026-11-23')).toMatchObject({
        dueDate: '2027-02-26',
        detail: 'Second payment for the year ending February 2027.',
      });
    });
    it('is the end of August after February', () => {
      expect(provisionalTax('2026-03-01')).toMatchObject({
        dueDate: '2026-08-31',
        detail: 'First payment for the year ending February 2027.',
      });
      expect(provisionalTax('2025-08-01').dueDate).toBe('2025-08-29');
    });
    it('is the last business day of February (28 February 2026 is a Saturday)', () => {
      expect(provisionalTax('2026-02-27')).toMatchObject({
        dueDate: '2026-02-27',
        detail: 'Second payment for the year ending February 2026.',
      });
    });
  });

  describe('CIPC annual return', () => {
    it('reads the year of incorporation from the registration number; the day is not in it', () => {
      expect(cipcAnnualReturn('2026-11-23', '2019/123456/07')).toMatchObject({
        dueDate: null,
        detail:
          "Due within 30 business days after the anniversary of the company's registration (registered in 2019), every year from 2026.",
      });
    });
    it('starts the year after incorporation', () => {
      expect(cipcAnnualReturn('2026-11-23', '2026/654321/07')?.detail).toContain('every year from 2027');
    });
    it('ignores a number that is not a registration number', () => {
      expect(cipcAnnualReturn('2026-11-23', 'K2019/12')).toBeNull();
    });
  });

  describe('which apply to a client', () => {
    const base = { employees: 0, vatNumber: null, registrationNumber: null, businessType: null };

    it('a sole proprietor with no staff and no VAT: provisional tax only', () => {
      expect(upcomingDeadlines(base, '2026-11-23').map((d) => d.kind)).toEqual(['provisional-tax']);
    });

    it('an employer, VAT vendor and company: all four, soonest first, the undated one last', () => {
      const all = upcomingDeadlines(
        { employees: 4, vatNumber: '4123456789', registrationNumber: '2019/123456/07', businessType: 'private_company' },
        '2026-11-23',
      );
      expect(all.map((d) => [d.kind, d.dueDate])).toEqual([
        ['vat201', '2026-11-30'],
        ['emp201', '2026-12-07'],
        ['provisional-tax', '2027-02-26'],
        ['cipc-annual-return', null],
      ]);
      for (const d of all) expect(d.source).toMatch(/^https:\/\/www\.(sars\.gov\.za|cipc\.co\.za)\//);
    });

    it('no VAT201 for a number that is not a VAT number; no CIPC return for a trust', () => {
      const kinds = upcomingDeadlines(
        { employees: 0, vatNumber: '12345', registrationNumber: '2019/123456/07', businessType: 'trust' },
        '2026-11-23',
      ).map((d) => d.kind);
      expect(kinds).toEqual(['provisional-tax']);
    });
  });
});
