import { describe, expect, it } from 'vitest';
import { firmToday } from './firm-calendar';

describe('firmToday', () => {
  it('is the date in Johannesburg whatever the browser zone', () => {
    expect(firmToday(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(firmToday(new Date('2025-12-31T21:59:59Z'))).toBe('2025-12-31');
  });
});
