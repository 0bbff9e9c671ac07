import { describe, expect, it } from 'vitest';
import { durationSince } from './messages';

describe('durationSince', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says how long a client has waited, in the largest sensible unit', () => {
    expect(durationSince('2026-11-23T11:59:30Z', now)).toBe('under a minute');
    expect(durationSince('2026-11-23T11:15:00Z', now)).toBe('45 min');
    expect(durationSince('2026-11-23T07:00:00Z', now)).toBe('5 h');
    expect(durationSince('2026-11-20T12:00:00Z', now)).toBe('3 days');
  });
  it('never says a negative time for a clock slightly ahead', () => {
    expect(durationSince('2026-11-23T12:00:30Z', now)).toBe('under a minute');
  });
});
