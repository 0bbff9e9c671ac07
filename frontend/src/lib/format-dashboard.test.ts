import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatMonthYear, formatStorageSize, truncateId } from './format';

/** The formatters the dashboard screens use (docs/dashboard.md). */
describe('formatFileSize', () => {
  it('shows bytes under 1024, KB with one decimal under 1 MB, else MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(183_204)).toBe('178.9 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('dates', () => {
  it('reads yyyy-MM-dd as a calendar date, whatever the time zone', () => {
    expect(formatDate('2024-03-01')).toBe('1 Mar 2024');
    expect(formatMonthYear('2026-11-30')).toBe('November 2026');
  });
  it('formats instants in local time and empty values as nothing', () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatDateTime(local)).toBe('21 Nov 2026, 09:05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncateId', () => {
  it('keeps ids of up to 8 characters and shortens longer ones', () => {
    expect(truncateId('TX-12345')).toBe('TX-12345');
    expect(truncateId('DEMO-20260301-A1B2C3')).toBe('DEMO-202…');
    expect(truncateId(null)).toBe('');
  });
});

describe('formatStorageSize', () => {
  it('words storage as the uploads screen and the quota message do', () => {
    expect(formatStorageSize(1.2 * 1024 ** 3)).toBe('1.2 GB');
    expect(formatStorageSize(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatStorageSize(350 * 1024 ** 2)).toBe('350 MB');
    expect(formatStorageSize(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatStorageSize(0)).toBe('0 KB');
  });
});
