import { toDateOnly } from './firm-calendar';

describe('firm calendar on the server', () => {
  it('reads DATE columns from either driver', () => {
    expect(toDateOnly('2026-04-30')).toBe('2026-04-30');
    expect(toDateOnly(new Date(2026, 3, 30))).toBe('2026-04-30');
    expect(toDateOnly(null)).toBeNull();
  });
});
