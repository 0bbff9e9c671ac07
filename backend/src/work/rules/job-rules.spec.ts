import {
  calendarPeriods,
  clientTaskDueDate,
  clientTasksStartOn,
  isJobOverdue,
  jobDueDate,
  jobTitle,
  mondayOf,
  monthPeriod,
  periodLabel,
} from './job-rules';

describe('work due rules (docs/work.md, "Due rules")', () => {
  const sepOct = { key: '2026-10-31', start: '2026-09-01', end: '2026-10-31' };

  it('counts business days before the obligation’s due date over weekends and public holidays', () => {
    // VAT201 Sep–Oct 2026 on eFiling is due Monday 30 November 2026.
    expect(jobDueDate('before_obligation_due', 3, sepOct, '2026-11-30')).toBe('2026-11-25');
    // 30 April 2027 is a Friday; 27 April is Freedom Day: three business days before is Monday the 26th.
    expect(jobDueDate('before_obligation_due', 3, { key: '2027-03-31', start: '2027-02-01', end: '2027-03-31' }, '2027-04-30')).toBe(
      '2027-04-26',
    );
    // 0: the obligation's own date.
    expect(jobDueDate('before_obligation_due', 0, sepOct, '2026-11-30')).toBe('2026-11-30');
    expect(() => jobDueDate('before_obligation_due', 3, sepOct)).toThrow(RangeError);
  });

  it('takes day N of the month after the period, clamped to the month and moved off non-business days', () => {
    // 15 November 2026 is a Sunday: Friday the 13th.
    expect(jobDueDate('day_of_following_month', 15, sepOct)).toBe('2026-11-13');
    // Day 31 of February 2027: the 28th, a Sunday, so Friday the 26th.
    expect(jobDueDate('day_of_following_month', 31, monthPeriod('2027-01-10'))).toBe('2027-02-26');
    // Across the year's end: December's work due in January; 1 January is a holiday, so 31 December.
    expect(jobDueDate('day_of_following_month', 1, monthPeriod('2026-12-05'))).toBe('2026-12-31');
  });

  it('takes day N of the period’s own last month', () => {
    expect(jobDueDate('day_of_period_month', 25, sepOct)).toBe('2026-10-23');
  });
});

describe('work periods', () => {
  it('names periods as people write them', () => {
    expect(periodLabel('2026-09-01', '2026-09-30')).toBe('Sep 2026');
    expect(periodLabel('2026-09-01', '2026-10-31')).toBe('Sep–Oct 2026');
    expect(periodLabel('2026-12-01', '2027-01-31')).toBe('Dec 2026–Jan 2027');
    expect(jobTitle('VAT201', { key: '2026-10-31', start: '2026-09-01', end: '2026-10-31' })).toBe('VAT201 Sep–Oct 2026');
    expect(jobTitle('Onboarding', { key: 'once', start: '2026-09-01', end: '2026-09-30' })).toBe('Onboarding');
  });

  it('gives the months whose job falls due in the window, and nothing outside it', () => {
    const periods = calendarPeriods('monthly', 'day_of_following_month', 15, { from: '2027-01-04', to: '2027-04-30' });
    expect(periods.map((p) => p.key)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03']);
    expect(periods[0]).toEqual({ key: '2026-12', start: '2026-12-01', end: '2026-12-31' });
  });

  it('gives one period per financial year, ending in the year-end month', () => {
    const periods = calendarPeriods('yearly', 'day_of_following_month', 28, { from: '2027-01-01', to: '2028-12-31' }, 2);
    expect(periods).toEqual([
      { key: '2027-02-28', start: '2026-03-01', end: '2027-02-28' },
      { key: '2028-02-29', start: '2027-03-01', end: '2028-02-29' },
    ]);
  });

  it('gives a once job the month it is made in', () => {
    expect(calendarPeriods('once', 'day_of_following_month', 10, { from: '2027-01-04', to: '2027-04-30' })).toEqual([
      { key: 'once', start: '2027-01-01', end: '2027-01-31' },
    ]);
  });
});

describe('client tasks and overdue', () => {
  it('sends the tasks on the first business day after the period, or on the day the job is made when later', () => {
    // 31 December 2026: 1 January is a holiday and the 2nd and 3rd a weekend.
    expect(clientTasksStartOn(monthPeriod('2026-12-01'), '2026-11-26')).toBe('2027-01-04');
    expect(clientTasksStartOn(monthPeriod('2026-10-01'), '2026-11-26')).toBe('2026-11-26');
  });

  it('gives the client N business days, never past the job’s due date nor before the tasks go out', () => {
    expect(clientTaskDueDate('2027-01-04', 5, '2027-01-15')).toBe('2027-01-11');
    expect(clientTaskDueDate('2027-01-04', 5, '2027-01-06')).toBe('2027-01-06');
    expect(clientTaskDueDate('2027-01-04', 5, '2027-01-01')).toBe('2027-01-04');
  });

  it('counts an open job past its due date as overdue, never a done or cancelled one', () => {
    expect(isJobOverdue({ stage: 'in_progress', dueDate: '2027-01-05' }, '2027-01-06')).toBe(true);
    expect(isJobOverdue({ stage: 'in_progress', dueDate: '2027-01-06' }, '2027-01-06')).toBe(false);
    expect(isJobOverdue({ stage: 'done', dueDate: '2027-01-05' }, '2027-01-06')).toBe(false);
    expect(isJobOverdue({ stage: 'cancelled', dueDate: '2027-01-05' }, '2027-01-06')).toBe(false);
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2027-01-06')).toBe('2027-01-04');
    expect(mondayOf('2027-01-10')).toBe('2027-01-04');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
  });
});
