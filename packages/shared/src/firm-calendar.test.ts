import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  FIRM_TIME_ZONE,
  firmDateOf,
  firmDayStart,
  firmHourOf,
  firmTimeOf,
  firmToday,
  isBusinessDay,
  mondayOf,
  publicHolidays,
} from './firm-calendar';

describe('firm calendar', () => {
  it('tells the date in Johannesburg, not the server or browser zone', () => {
    // 22:30 UTC on 31 December is already 00:30 on 1 January in South Africa (UTC+2).
    expect(firmToday(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(firmToday(new Date('2025-12-31T21:59:59Z'))).toBe('2025-12-31');
  });

  it("agrees with ICU's Africa/Johannesburg rules at every hour boundary from 1990 to 2060", () => {
    // The fixed offset is the zone database's answer, not an assumption: compare with Intl.
    const icu = new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const disagreements: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2060, 0, 1); t += 3_600_000 * 7 + 59_999) {
      for (const instant of [new Date(t), new Date(t - (t % 3_600_000)), new Date(t - (t % 3_600_000) - 1)]) {
        if (firmDateOf(instant) !== icu.format(instant)) disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("tells the time in Johannesburg as ICU's Africa/Johannesburg rules do, from 1990 to 2060", () => {
    const icu = new Intl.DateTimeFormat('en-GB', { timeZone: FIRM_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const disagreements: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2060, 0, 1); t += 3_600_000 * 7 + 59_999) {
      for (const instant of [new Date(t), new Date(t - (t % 3_600_000) - 1)]) {
        if (firmTimeOf(instant) !== icu.format(instant)) disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
    expect(firmTimeOf(new Date('2026-11-21T12:05:59Z'))).toBe('14:05');
    expect(firmTimeOf(new Date('2026-11-21T22:30:00Z'))).toBe('00:30');
    expect([
      firmHourOf(new Date('2026-11-21T05:59:59Z')),
      firmHourOf(new Date('2026-11-21T06:00:00Z')),
      firmHourOf(new Date('2026-11-21T22:00:00Z')),
    ]).toEqual([7, 8, 0]);
  });

  it('starts a firm day at midnight in Johannesburg', () => {
    expect(firmDayStart('2026-01-01').toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(firmToday(firmDayStart('2026-03-01'))).toBe('2026-03-01');
    expect(firmToday(new Date(firmDayStart('2026-03-01').getTime() - 1))).toBe('2026-02-28');
  });

  it('knows the moving and the observed holidays', () => {
    const h2025 = publicHolidays(2025);
    expect(h2025.get('2025-04-18')).toBe('Good Friday');
    expect(h2025.get('2025-04-21')).toBe('Family Day');
    // Youth Day 2024 fell on a Sunday: Monday 17 June was the holiday.
    expect(publicHolidays(2024).get('2024-06-17')).toBe('Youth Day (observed)');
    expect(publicHolidays(2026).get('2026-04-03')).toBe('Good Friday');
    expect(publicHolidays(2026).get('2026-04-06')).toBe('Family Day');
    // Freedom Day 2025 was a Sunday: twelve holidays and one observed Monday.
    expect(h2025.get('2025-04-28')).toBe('Freedom Day (observed)');
    expect(h2025.size).toBe(13);
  });

  it('counts business days over weekends and public holidays', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(isBusinessDay('2025-12-25')).toBe(false);
    expect(isBusinessDay('2025-12-24')).toBe(true);
    expect(isBusinessDay('2025-12-27')).toBe(false);
    // Wednesday 24 December 2025 + 2 business days skips Christmas, Day of Goodwill and the weekend.
    expect(addBusinessDays('2025-12-24', 2)).toBe('2025-12-30');
    // Thursday before Easter 2025 + 1 skips Good Friday, the weekend and Family Day.
    expect(addBusinessDays('2025-04-17', 1)).toBe('2025-04-22');
    expect(addBusinessDays('2025-04-19', 0)).toBe('2025-04-22');
  });
});

describe('mondayOf', () => {
  it('gives the Monday of the week, Sunday belonging to the week before it', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });
});
