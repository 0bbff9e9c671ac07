import { obligationsDue, periodLabel } from './obligations';
import { OBLIGATION_TYPES, toComplianceProfile } from './obligation-types';
import { lastDayOfMonth as lastDay } from '../../common/calendar/firm-calendar';
import type { ComplianceProfile, Obligation, ObligationType, VatCategory } from './obligation-types';

/**
 * Table-driven due dates. Every expected date was worked out by hand from the rule in
 * docs/compliance.md and the 2026-2028 calendars (weekends, public holidays), not by the engine.
 */

/** A profile with nothing that creates an obligation; each case switches on what it tests. */
const NONE: ComplianceProfile = {
  vatCategory: null,
  vatFilingChannel: 'efiling',
  financialYearEndMonth: 2,
  payeReference: null,
  hasEmployees: false,
  provisionalTaxpayer: false,
  isCompany: false,
  incorporationDate: null,
  coidaRegistered: false,
};

function only(type: ObligationType, profile: Partial<ComplianceProfile>, from: string, to: string): Obligation[] {
  return obligationsDue({ ...NONE, ...profile }, from, to).filter((o) => o.type === type);
}

function brief(o: Obligation): [string, string, string, string] {
  return [o.periodStart, o.periodEnd, o.dueDate, o.label];
}

describe('VAT201', () => {
  // [category, channel, window from, window to, expected [periodStart, periodEnd, dueDate, label]]
  it.each<[VatCategory, 'efiling' | 'manual', string, string, Array<[string, string, string, string]>]>([
    // A: two-monthly ending odd months. Oct–Nov 2026 is due the last business day of December.
    ['A', 'efiling', '2026-12-01', '2027-01-31', [['2026-10-01', '2026-11-30', '2026-12-31', 'VAT201 for Oct–Nov 2026']]],
    // A period spanning the new year, due the last business day of February: Sunday 28th -> Friday 26th.
    ['A', 'efiling', '2027-02-01', '2027-02-28', [['2026-12-01', '2027-01-31', '2027-02-26', 'VAT201 for Dec 2026–Jan 2027']]],
    // B: two-monthly ending even months. 31 January 2027 is a Sunday -> Friday 29 January.
    ['B', 'efiling', '2027-01-01', '2027-01-31', [['2026-11-01', '2026-12-31', '2027-01-29', 'VAT201 for Nov–Dec 2026']]],
    // Filed on paper: the 25th, Monday 25 January 2027.
    ['B', 'manual', '2027-01-01', '2027-01-31', [['2026-11-01', '2026-12-31', '2027-01-25', 'VAT201 for Nov–Dec 2026']]],
    // C: monthly. November 2026 on eFiling: Thursday 31 December.
    ['C', 'efiling', '2026-12-01', '2026-12-31', [['2026-11-01', '2026-11-30', '2026-12-31', 'VAT201 for Nov 2026']]],
    // ... on paper: the 25th is Christmas Day (a Friday) -> Thursday 24 December.
    ['C', 'manual', '2026-12-01', '2026-12-31', [['2026-11-01', '2026-11-30', '2026-12-24', 'VAT201 for Nov 2026']]],
    // Paper, 25 April 2027 is a Sunday -> Friday 23 April (the March 2027 period).
    ['C', 'manual', '2027-04-01', '2027-04-30', [['2027-03-01', '2027-03-31', '2027-04-23', 'VAT201 for Mar 2027']]],
    // D: six-monthly ending February and August.
    ['D', 'efiling', '2027-01-01', '2027-06-30', [['2026-09-01', '2027-02-28', '2027-03-31', 'VAT201 for Sep 2026–Feb 2027']]],
    // E: yearly, ending at the year-end (June here): 31 July 2027 is a Saturday -> Friday 30th.
    ['E', 'efiling', '2027-01-01', '2027-12-31', [['2026-07-01', '2027-06-30', '2027-07-30', 'VAT201 for Jul 2026–Jun 2027']]],
    // F: four-monthly ending February, June and October.
    [
      'F',
      'efiling',
      '2027-03-01',
      '2027-08-31',
      [
        ['2026-11-01', '2027-02-28', '2027-03-31', 'VAT201 for Nov 2026–Feb 2027'],
        ['2027-03-01', '2027-06-30', '2027-07-30', 'VAT201 for Mar–Jun 2027'],
      ],
    ],
  ])('category %s on %s, due %s to %s', (vatCategory, vatFilingChannel, from, to, expected) => {
    const got = only('VAT201', { vatCategory, vatFilingChannel, financialYearEndMonth: 6 }, from, to);
    expect(got.map(brief)).toEqual(expected);
  });

  it.each<[VatCategory, number]>([
    ['A', 6],
    ['B', 6],
    ['C', 12],
    ['D', 2],
    ['E', 1],
    ['F', 3],
  ])('category %s files %i return(s) a year', (vatCategory, count) => {
    expect(only('VAT201', { vatCategory }, '2027-01-01', '2027-12-31')).toHaveLength(count);
  });

  it('is not due without a VAT category', () => {
    expect(only('VAT201', { vatCategory: null }, '2026-01-01', '2027-12-31')).toEqual([]);
  });
});

describe('EMP201', () => {
  it.each([
    // [window, period start, period end, due]
    ['2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30', '2026-12-07'], // Monday 7 December
    ['2027-01-01', '2027-01-31', '2026-12-01', '2026-12-31', '2027-01-07'], // Thursday 7 January
    ['2027-03-01', '2027-03-31', '2027-02-01', '2027-02-28', '2027-03-05'], // 7 March is a Sunday -> Friday 5th
  ])('due %s to %s: %s to %s, due %s', (from, to, periodStart, periodEnd, dueDate) => {
    const [got] = only('EMP201', { hasEmployees: true }, from, to);
    expect([got.periodStart, got.periodEnd, got.dueDate]).toEqual([periodStart, periodEnd, dueDate]);
  });

  it.each([
    [{ payeReference: '7123456789', hasEmployees: false }, 12],
    [{ payeReference: null, hasEmployees: true }, 12],
    [{ payeReference: '  ', hasEmployees: false }, 0],
    [{ payeReference: null, hasEmployees: false }, 0],
  ])('applies with a PAYE reference or employees: %j -> %i a year', (profile, count) => {
    expect(only('EMP201', profile, '2027-01-01', '2027-12-31')).toHaveLength(count);
  });

  it('labels the month', () => {
    expect(only('EMP201', { hasEmployees: true }, '2026-12-01', '2026-12-31')[0].label).toBe('EMP201 for Nov 2026');
  });
});

describe('EMP501', () => {
  it('interim by 31 October, annual by 31 May, moved off weekends', () => {
    const got = obligationsDue({ ...NONE, hasEmployees: true }, '2026-06-01', '2027-06-30').filter((o) => o.type.startsWith('EMP501'));
    expect(got.map((o) => [o.type, ...brief(o)])).toEqual([
      // 31 October 2026 is a Saturday -> Friday 30th.
      ['EMP501_INTERIM', '2026-03-01', '2026-08-31', '2026-10-30', 'EMP501 interim reconciliation for Mar–Aug 2026'],
      ['EMP501_ANNUAL', '2026-03-01', '2027-02-28', '2027-05-31', 'EMP501 annual reconciliation for Mar 2026–Feb 2027'],
    ]);
  });

  it('uses an announced window from the data table (tax year 2026 interim)', () => {
    const [got] = only('EMP501_INTERIM', { hasEmployees: true }, '2025-10-01', '2025-10-31');
    expect(got.dueDate).toBe('2025-10-31');
  });

  it('is not due without PAYE', () => {
    expect(obligationsDue(NONE, '2026-01-01', '2027-12-31').filter((o) => o.type.startsWith('EMP501'))).toEqual([]);
  });
});

describe('IRP6 provisional tax', () => {
  // [year-end month, [first, second, third] for the year ending in 2027]
  it.each<[number, string, string, string, string]>([
    // February: 31 Aug 2026 (Monday); 28 Feb 2027 is a Sunday -> Friday 26th; third 7 months on, 30 Sep 2027.
    [2, 'Feb 2027', '2026-08-31', '2027-02-26', '2027-09-30'],
    // June: six months in is 31 Dec 2026; year-end 30 Jun 2027; third six months on, 31 Dec 2027.
    [6, 'Jun 2027', '2026-12-31', '2027-06-30', '2027-12-31'],
    // August: 28 Feb 2027 (Sunday) -> 26th; 31 Aug 2027; third 29 Feb 2028 (a leap year).
    [8, 'Aug 2027', '2027-02-26', '2027-08-31', '2028-02-29'],
    // December: 30 Jun 2027; 31 Dec 2027 (Friday); third 30 Jun 2028.
    [12, 'Dec 2027', '2027-06-30', '2027-12-31', '2028-06-30'],
  ])('year-end month %i (the year ending %s)', (financialYearEndMonth, ending, first, second, third) => {
    const got = obligationsDue({ ...NONE, provisionalTaxpayer: true, financialYearEndMonth }, '2026-01-01', '2028-12-31').filter(
      (o) => o.type.startsWith('IRP6') && o.label.endsWith(`the year ending ${ending}`),
    );
    expect(got.map((o) => [o.type, o.dueDate])).toEqual([
      ['IRP6_FIRST', first],
      ['IRP6_SECOND', second],
      ['IRP6_THIRD', third],
    ]);
    expect(new Set(got.map((o) => o.periodEnd)).size).toBe(1);
  });

  it('is not due for a business that is not a provisional taxpayer', () => {
    expect(obligationsDue({ ...NONE, isCompany: true }, '2026-01-01', '2027-12-31').some((o) => o.type.startsWith('IRP6'))).toBe(false);
  });
});

describe('ITR14', () => {
  it.each([
    // February year-end: the year ending Feb 2026 is due by 28 Feb 2027, a Sunday -> Friday 26th.
    [2, '2025-03-01', '2026-02-28', '2027-02-26', 'ITR14 for the year ending Feb 2026'],
    // June year-end: the year ending Jun 2026 is due by 30 Jun 2027.
    [6, '2025-07-01', '2026-06-30', '2027-06-30', 'ITR14 for the year ending Jun 2026'],
    // September year-end: 30 Sep 2027 (Thursday).
    [9, '2025-10-01', '2026-09-30', '2027-09-30', 'ITR14 for the year ending Sep 2026'],
  ])('year-end month %i: %s to %s due %s', (financialYearEndMonth, periodStart, periodEnd, dueDate, label) => {
    const got = only('ITR14', { isCompany: true, financialYearEndMonth }, '2027-01-01', '2027-12-31');
    expect(got.map(brief)).toEqual([[periodStart, periodEnd, dueDate, label]]);
  });

  it('is only for companies', () => {
    expect(only('ITR14', { isCompany: false }, '2026-01-01', '2027-12-31')).toEqual([]);
  });
});

describe('CIPC annual return', () => {
  it('counts 30 business days after the anniversary across the Easter holidays', () => {
    // Anniversary Friday 20 March 2026. Business days after it: 23-27 and 30-31 March (7),
    // 1-2 April (9), not Good Friday 3 or Family Day 6 April, 7-10 (13), 13-17 (18), 20-24 (23),
    // not Freedom Day Monday 27, 28-30 (26), not Workers' Day Friday 1 May, 4-7 May (30).
    // Counting weekdays alone would give Friday 1 May.
    const got = only('CIPC_ANNUAL_RETURN', { isCompany: true, incorporationDate: '2019-03-20' }, '2026-01-01', '2026-12-31');
    expect(got.map(brief)).toEqual([['2025-03-20', '2026-03-19', '2026-05-07', 'CIPC annual return for 2026']]);
  });

  it.each([
    // Anniversary on a Saturday (20 March 2027): counting starts on Monday 22nd, Human Rights Day observed.
    ['2019-03-20', '2027-05-06'],
    // Incorporated on 29 February: the anniversary in a common year is 28 February.
    ['2016-02-29', '2027-04-14'],
    // Anniversary 10 December 2026: the count crosses Christmas, the Day of Goodwill and New Year.
    ['2020-12-10', '2027-01-26'],
  ])('incorporated %s: due %s', (incorporationDate, dueDate) => {
    const got = only('CIPC_ANNUAL_RETURN', { isCompany: true, incorporationDate }, '2027-01-01', '2027-12-31');
    expect(got.map((o) => o.dueDate)).toEqual([dueDate]);
  });

  it('starts the year after incorporation and needs the incorporation date', () => {
    expect(only('CIPC_ANNUAL_RETURN', { isCompany: true, incorporationDate: '2026-06-01' }, '2026-01-01', '2026-12-31')).toEqual([]);
    expect(only('CIPC_ANNUAL_RETURN', { isCompany: true, incorporationDate: null }, '2026-01-01', '2027-12-31')).toEqual([]);
    expect(only('CIPC_ANNUAL_RETURN', { isCompany: false, incorporationDate: '2019-03-20' }, '2026-01-01', '2027-12-31')).toEqual([]);
  });
});

describe('COIDA return of earnings', () => {
  it.each([
    // 31 May 2026 is a Sunday -> Friday 29 May.
    ['2026-01-01', '2026-12-31', '2025-03-01', '2026-02-28', '2026-05-29', 'COIDA return of earnings for Mar 2025–Feb 2026'],
    ['2027-01-01', '2027-12-31', '2026-03-01', '2027-02-28', '2027-05-31', 'COIDA return of earnings for Mar 2026–Feb 2027'],
    // An announced window from the data table (2021).
    ['2021-01-01', '2021-12-31', '2020-03-01', '2021-02-28', '2021-05-31', 'COIDA return of earnings for Mar 2020–Feb 2021'],
  ])('due %s to %s', (from, to, periodStart, periodEnd, dueDate, label) => {
    expect(only('COIDA_ROE', { coidaRegistered: true }, from, to).map(brief)).toEqual([[periodStart, periodEnd, dueDate, label]]);
  });

  it('is only for registered employers', () => {
    expect(only('COIDA_ROE', { coidaRegistered: false, hasEmployees: true }, '2026-01-01', '2027-12-31')).toEqual([]);
  });
});

describe('the whole calendar of one business', () => {
  const MOKOENA: ComplianceProfile = {
    vatCategory: 'B',
    vatFilingChannel: 'efiling',
    financialYearEndMonth: 2,
    payeReference: '7123456789',
    hasEmployees: true,
    provisionalTaxpayer: true,
    isCompany: true,
    incorporationDate: '2019-03-20',
    coidaRegistered: true,
  };

  it('gives every type over a year, sorted by due date, each key once', () => {
    const got = obligationsDue(MOKOENA, '2026-12-01', '2027-11-30');
    expect(new Set(got.map((o) => o.type))).toEqual(new Set(OBLIGATION_TYPES));
    expect(got.map((o) => o.dueDate)).toEqual([...got.map((o) => o.dueDate)].sort());
    expect(new Set(got.map((o) => o.key)).size).toBe(got.length);
    for (const o of got) {
      expect(o.key).toBe(`${o.type}:${o.periodEnd}`);
      expect(o.dueDate >= '2026-12-01' && o.dueDate <= '2027-11-30').toBe(true);
      expect(o.periodStart <= o.periodEnd).toBe(true);
    }
    // 6 VAT201 + 12 EMP201 + 2 EMP501 + 3 IRP6 + 1 ITR14 + 1 CIPC + 1 COIDA
    expect(got).toHaveLength(26);
  });

  it('keeps keys and dates stable when the window moves (the same obligation, the same key)', () => {
    const wide = obligationsDue(MOKOENA, '2026-01-01', '2027-12-31');
    const narrow = obligationsDue(MOKOENA, '2027-03-01', '2027-03-31');
    for (const o of narrow) expect(wide).toContainEqual(o);
    expect(narrow.map((o) => o.key)).toEqual(['EMP201:2027-02-28', 'VAT201:2027-02-28']);
  });

  it.each([1, 2, 6, 12])('misses nothing at the edges of a window (year-end month %i)', (financialYearEndMonth) => {
    // Month by month, the windows must add up to exactly the year: a period generated too late or
    // too early for a window would show up as a difference.
    const profile = { ...MOKOENA, vatCategory: 'E' as const, financialYearEndMonth };
    const year = obligationsDue(profile, '2027-01-01', '2027-12-31');
    const monthByMonth = Array.from({ length: 12 }, (_, i) => {
      const month = String(i + 1).padStart(2, '0');
      return obligationsDue(profile, `2027-${month}-01`, lastDay(2027, i + 1));
    }).flat();
    expect(monthByMonth).toEqual(year);
    expect(year.filter((o) => o.type === 'ITR14')).toHaveLength(1);
    expect(year.filter((o) => o.type === 'VAT201')).toHaveLength(1);
  });

  it('includes both ends of the window', () => {
    const got = obligationsDue(MOKOENA, '2026-12-07', '2026-12-07');
    expect(got.map((o) => o.key)).toEqual(['EMP201:2026-11-30']);
  });

  it('rejects a window or profile it cannot read', () => {
    expect(() => obligationsDue(MOKOENA, '2027-01-01', '2026-01-01')).toThrow(RangeError);
    expect(() => obligationsDue(MOKOENA, '2027-02-30', '2027-03-01')).toThrow(/yyyy-MM-dd/);
    expect(() => obligationsDue({ ...MOKOENA, financialYearEndMonth: 13 }, '2027-01-01', '2027-12-31')).toThrow(/1-12/);
  });
});

describe('period labels', () => {
  it.each([
    ['2026-11-01', '2026-11-30', 'Nov 2026'],
    ['2026-11-01', '2026-12-31', 'Nov–Dec 2026'],
    ['2026-12-01', '2027-01-31', 'Dec 2026–Jan 2027'],
  ])('%s to %s: %s', (periodStart, periodEnd, label) => {
    expect(periodLabel({ periodStart, periodEnd })).toBe(label);
  });
});

describe('toComplianceProfile', () => {
  it('reads the stored fields, with eFiling and a February year-end when not filled in', () => {
    expect(
      toComplianceProfile(
        {
          vatCategory: null,
          vatFilingChannel: null,
          financialYearEndMonth: null,
          payeReference: '  ',
          companyRegistrationNumber: '',
          incorporationDate: null,
          provisionalTaxpayer: null,
          coidaRegistered: null,
        },
        false,
      ),
    ).toEqual(NONE);
  });

  it('treats a registration number as a company and keeps what is filled in', () => {
    const profile = toComplianceProfile(
      {
        vatCategory: 'A',
        vatFilingChannel: 'manual',
        financialYearEndMonth: 6,
        payeReference: '7123456789',
        companyRegistrationNumber: '2019/123456/07',
        incorporationDate: '2019-03-20',
        provisionalTaxpayer: true,
        coidaRegistered: true,
      },
      true,
    );
    expect(profile).toEqual({
      vatCategory: 'A',
      vatFilingChannel: 'manual',
      financialYearEndMonth: 6,
      payeReference: '7123456789',
      hasEmployees: true,
      provisionalTaxpayer: true,
      isCompany: true,
      incorporationDate: '2019-03-20',
      coidaRegistered: true,
    });
  });
});
