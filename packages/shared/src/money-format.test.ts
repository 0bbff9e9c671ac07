import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatRand } from './money-format';

describe('formatCents', () => {
  it('writes cents as the portal does: R, commas between thousands, two decimals', () => {
    expect(formatCents(359900)).toBe('R3,599.00');
    expect(formatCents(46943)).toBe('R469.43');
    expect(formatCents(5)).toBe('R0.05');
    expect(formatCents(0)).toBe('R0.00');
    expect(formatCents(123456789)).toBe('R1,234,567.89');
  });

  it('puts the minus sign before the R, and never writes "-R0"', () => {
    expect(formatCents(-2550)).toBe('-R25.50');
    expect(formatCents(-40, { decimals: 0 })).toBe('R0');
    expect(formatCents(-60, { decimals: 0 })).toBe('-R1');
  });

  it('rounds to whole rand half up when asked for no decimals', () => {
    expect(formatCents(359900, { decimals: 0 })).toBe('R3,599');
    expect(formatCents(129949, { decimals: 0 })).toBe('R1,299');
    expect(formatCents(129950, { decimals: 0 })).toBe('R1,300');
  });

  it('names another currency by its code', () => {
    expect(formatCents(9990, { currency: 'eur' })).toBe('EUR 99.90');
    expect(formatCents(1000, { currency: 'zar' })).toBe('R10.00');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatCents(10.5)).toThrow('Not a cent amount: 10.5');
    expect(() => formatCents(Number.NaN)).toThrow('Not a cent amount');
  });
});

describe('formatRand', () => {
  it('writes rand with cents by default and whole rand on request', () => {
    expect(formatRand(3599)).toBe('R3,599.00');
    expect(formatRand(3599, { decimals: 0 })).toBe('R3,599');
    expect(formatRand(11999, { decimals: 0 })).toBe('R11,999');
    expect(formatRand(1299.5)).toBe('R1,299.50');
    expect(formatRand(1299.5, { decimals: 0 })).toBe('R1,300');
  });

  it('reads DECIMAL strings and adds without floating-point drift', () => {
    expect(formatRand('8499.99')).toBe('R8,499.99');
    expect(formatRand(' 1299.00 ', { decimals: 0 })).toBe('R1,299');
    expect(formatRand(0.1 + 0.2)).toBe('R0.30');
    expect(formatRand(-350, { decimals: 0 })).toBe('-R350');
  });

  it('returns what is not an amount unchanged instead of printing RNaN', () => {
    expect(formatRand('n/a')).toBe('n/a');
    expect(formatRand('')).toBe('');
    expect(formatRand(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatCount', () => {
  it('puts commas between thousands, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 5000, 12345, 1234567, -4200]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('refuses a number that is not whole', () => {
    expect(() => formatCount(1.5)).toThrow('Not a whole number: 1.5');
  });
});
