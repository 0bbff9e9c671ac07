import { describe, expect, it } from 'vitest';
import { vatIncludedRand } from './billing-rules';

describe('vatIncludedRand', () => {
  it('is total × 15/115 rounded half up once, in cents', () => {
    expect(vatIncludedRand(3599)).toBe(469.43);
    expect(vatIncludedRand(1.15)).toBe(0.15);
    expect(vatIncludedRand(100)).toBe(13.04);
    expect(vatIncludedRand(0)).toBe(0);
  });
});
