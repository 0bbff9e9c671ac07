/**
 * Days declared public holidays for one year only by notice in the Government Gazette (the Public
 * Holidays Act 36 of 1994 lets the President add a day), as a dated list: an election day, a day after Christmas falling on a Sunday, a
 * national celebration. They are announced weeks or months ahead and cannot be computed, so a new
 * one is added here when it is gazetted (docs/compliance.md, "Updating the data").
 *
 * Data only, no imports: firm-calendar.ts reads it, and the two files move together.
 * Sources per entry are listed in docs/compliance.md.
 */
export interface ProclaimedHoliday {
  /** yyyy-MM-dd */
  date: string;
  name: string;
}

export const PROCLAIMED_HOLIDAYS: readonly ProclaimedHoliday[] = [
  { date: '2016-08-03', name: 'Local government elections' },
  // 25 December 2016 was a Sunday; the Monday was already the Day of Goodwill.
  { date: '2016-12-27', name: 'Public holiday (Christmas Day on a Sunday)' },
  { date: '2019-05-08', name: 'General elections' },
  { date: '2021-11-01', name: 'Local government elections' },
  // 25 December 2022 was a Sunday; the Monday was already the Day of Goodwill.
  { date: '2022-12-27', name: 'Public holiday (Christmas Day on a Sunday)' },
  { date: '2023-12-15', name: 'Public holiday (Rugby World Cup victory)' },
  { date: '2024-05-29', name: 'General elections' },
];
