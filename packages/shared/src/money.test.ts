import { describe, expect, it } from 'vitest';
import { toCents, toRand, vatIncluded, vatIncludedRand } from './money';

describe('money', () => {
  it('reads rand as integer cents without floating-point drift', () => {
    expect(toCents('1299.99')).toBe(129999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('-3')).toBe(-300);
    expect(() => toCents('12.345')).toThrow('Not an amount');
    expect(toRand(129999)).toBe(1299.99);
  });

  it('takes the VAT out of a VAT-inclusive amount as total × 15/115, rounded half up once', () => {
    expect(vatIncluded(359900)).toBe(46943);
    expect(vatIncluded(115)).toBe(15);
    expect(vatIncluded(0)).toBe(0);
    expect(() => vatIncluded(-1)).toThrow('Not a cent amount');
  });

  it('gives a price in rand the VAT its invoice will carry', () => {
    expect(vatIncludedRand(3599)).toBe(469.43);
    expect(vatIncludedRand(1.15)).toBe(0.15);
    expect(vatIncludedRand(100)).toBe(13.04);
    expect(vatIncludedRand(0)).toBe(0);
  });
});
