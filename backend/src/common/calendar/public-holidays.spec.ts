import {
  addBusinessDays,
  isBusinessDay,
  isPublicHoliday,
  lastBusinessDayOnOrBefore,
  lastDayOfMonth,
  publicHolidays,
  weekdayOf,
} from './firm-calendar';
import { PROCLAIMED_HOLIDAYS } from '@table-bay/shared';

/**
 * The expected dates are written out here, not computed: they come from published lists, so a
 * mistake in the module's Easter or Sunday rule shows up as a difference.
 *
 * - 2026: Human Rights Day and the Day of Goodwill fall on Saturdays (no extra day), National
 *   Women's Day on a Sunday is observed on Monday 10 August, Easter weekend 3-6 April
 *   (allAfrica, 24 September 2025, https://allafrica.com/stories/202509240261.html).
 * - 2027: Human Rights Day on a Sunday observed Monday 22 March, Good Friday 26 March, Family Day
 *   29 March, Freedom Day Tuesday 27 April, Youth Day Wednesday 16 June, Women's Day Monday 9
 *   August, Heritage Day Friday 24 September (timeanddate, https://timeanddate.no/merkedag/sor-afrika/2027).
 * - 2025: Freedom Day on a Sunday, Monday 28 April off (as firm-calendar.spec.ts already has it).
 * - 2028-2035: no published list for those years was at hand; Good Friday and Family Day are two
 *   days before and one after the Western Easter Sunday of the published Easter table (2028-04-16,
 *   2029-04-01, 2030-04-21, 2031-04-13, 2032-03-28, 2033-04-17, 2034-04-09, 2035-03-25) and the
 *   observed Mondays were worked out by hand from the weekday of each fixed date.
 */
const FIXED = ['01-01', '03-21', '04-27', '05-01', '06-16', '08-09', '09-24', '12-16', '12-25', '12-26'];

// [year, Good Friday, Family Day, Mondays observed for a Sunday holiday]
const PUBLISHED: Array<[number, string, string, string[]]> = [
  [2025, '2025-04-18', '2025-04-21', ['2025-04-28']],
  [2026, '2026-04-03', '2026-04-06', ['2026-08-10']],
  [2027, '2027-03-26', '2027-03-29', ['2027-03-22', '2027-12-27']],
  [2028, '2028-04-14', '2028-04-17', ['2028-09-25']],
  [2029, '2029-03-30', '2029-04-02', ['2029-12-17']],
  [2030, '2030-04-19', '2030-04-22', ['2030-06-17']],
  [2031, '2031-04-11', '2031-04-14', ['2031-04-28']],
  [2032, '2032-03-26', '2032-03-29', ['2032-03-22', '2032-12-27']],
  [2033, '2033-04-15', '2033-04-18', ['2033-05-02']],
  [2034, '2034-04-07', '2034-04-10', ['2034-01-02', '2034-09-25']],
  [2035, '2035-03-23', '2035-03-26', ['2035-12-17']],
];

describe('South African public holidays 2025-2035', () => {
  it.each(PUBLISHED)('%i: the twelve days, Easter and the observed Mondays', (year, goodFriday, familyDay, observed) => {
    const expected = [...FIXED.map((md) => `${year}-${md}`), goodFriday, familyDay, ...observed].sort();
    const actual = [...publicHolidays(year).keys()];
    expect(actual).toEqual(expected);
    expect(publicHolidays(year).get(goodFriday)).toBe('Good Friday');
    expect(publicHolidays(year).get(familyDay)).toBe('Family Day');
    for (const monday of observed) {
      expect(weekdayOf(monday)).toBe(1);
      expect(publicHolidays(year).get(monday)).toMatch(/\(observed\)$/);
    }
  });

  it('moves a Sunday holiday to the Monday, and a Saturday one nowhere', () => {
    // 2026: Women's Day Sunday 9 August -> Monday 10 August; Human Rights Day Saturday 21 March stays.
    expect(publicHolidays(2026).get('2026-08-10')).toBe("National Women's Day (observed)");
    expect(isBusinessDay('2026-03-23')).toBe(true);
    expect(isBusinessDay('2026-08-10')).toBe(false);
  });

  it('adds no extra day when the Monday after a Sunday holiday is already one (Christmas 2033)', () => {
    expect(weekdayOf('2033-12-25')).toBe(0);
    expect(publicHolidays(2033).get('2033-12-26')).toBe('Day of Goodwill');
    expect(isPublicHoliday('2033-12-27')).toBe(false);
  });

  it('includes the days declared by proclamation', () => {
    expect(publicHolidays(2024).get('2024-05-29')).toBe('General elections');
    expect(isBusinessDay('2024-05-29')).toBe(false);
    // Christmas 2022 on a Sunday: the 27th was proclaimed, not given by the Act.
    expect(isPublicHoliday('2022-12-27')).toBe(true);
    expect(isBusinessDay('2023-12-15')).toBe(false);
  });

  it('keeps the proclaimed list dated, sorted and free of weekends', () => {
    const dates = PROCLAIMED_HOLIDAYS.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(date));
    }
  });

  it('hands out a copy, so a caller cannot change the calendar', () => {
    publicHolidays(2026).delete('2026-04-03');
    expect(isPublicHoliday('2026-04-03')).toBe(true);
  });
});

describe('business-day arithmetic', () => {
  it.each([
    // [date, last business day on or before]
    ['2026-10-31', '2026-10-30'], // Saturday
    ['2026-05-31', '2026-05-29'], // Sunday
    ['2026-04-06', '2026-04-02'], // Family Day; Good Friday and the weekend before it
    ['2027-12-27', '2027-12-24'], // Day of Goodwill observed; Christmas Saturday
    ['2026-11-26', '2026-11-26'], // an ordinary Thursday
  ])('lastBusinessDayOnOrBefore(%s) = %s', (date, expected) => {
    expect(lastBusinessDayOnOrBefore(date)).toBe(expected);
  });

  it.each([
    // Counting starts the day after: a Friday + 1 is the Monday.
    ['2026-11-27', 1, '2026-11-30'],
    // From a Saturday, the first business day after is Monday.
    ['2026-11-28', 1, '2026-11-30'],
    // Thursday 2 April 2026 + 1 skips Good Friday, the weekend and Family Day.
    ['2026-04-02', 1, '2026-04-07'],
    // Backwards: Tuesday 7 April 2026 - 1 is Thursday 2 April.
    ['2026-04-07', -1, '2026-04-02'],
    // Zero: the day itself, or the next business day.
    ['2026-04-03', 0, '2026-04-07'],
    ['2026-04-07', 0, '2026-04-07'],
  ])('addBusinessDays(%s, %i) = %s', (date, count, expected) => {
    expect(addBusinessDays(date, count)).toBe(expected);
  });

  it('rejects a fractional count', () => {
    expect(() => addBusinessDays('2026-01-05', 1.5)).toThrow(RangeError);
  });

  it.each([
    [2026, 2, '2026-02-28'],
    [2028, 2, '2028-02-29'],
    [2026, 12, '2026-12-31'],
    [2026, 13, '2027-01-31'],
    [2026, 0, '2025-12-31'],
    [2026, 4, '2026-04-30'],
  ])('lastDayOfMonth(%i, %i) = %s', (year, month, expected) => {
    expect(lastDayOfMonth(year, month)).toBe(expected);
  });
});
