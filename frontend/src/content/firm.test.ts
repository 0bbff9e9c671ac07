import { describe, expect, it } from 'vitest';
import { memberships } from './firm';

describe('memberships (FIRM_SAIPA_NUMBER, FIRM_SAIT_NUMBER)', () => {
  it('a badge for each body whose number is set, none for a blank one', () => {
    expect(memberships({})).toEqual([]);
    expect(memberships({ saipa: '  ', sait: '' })).toEqual([]);
    expect(memberships({ saipa: ' 12345 ', sait: '6789' })).toEqual([
      {
        abbreviation: 'SAIPA',
        name: 'South African Institute of Professional Accountants',
        number: '12345',
        url: 'https://www.saipa.co.za/',
      },
      { abbreviation: 'SAIT', name: 'South African Institute of Taxation', number: '6789', url: 'https://www.thesait.org.za/' },
    ]);
    expect(memberships({ sait: 'S1234' }).map((m) => m.abbreviation)).toEqual(['SAIT']);
  });
});
