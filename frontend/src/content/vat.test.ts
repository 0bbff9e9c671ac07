import { describe, expect, it } from 'vitest';
import { priceVatWording } from './vat';

describe('priceVatWording (decision 0011)', () => {
  it('a VAT-registered firm says its prices include VAT', () => {
    expect(priceVatWording(true)).toEqual({
      included: true,
      short: 'incl. VAT',
      sentence: 'Prices include VAT at 15% unless stated otherwise.',
    });
  });

  it('a firm without a VAT number never claims VAT is included', () => {
    const wording = priceVatWording(false);
    expect(wording.included).toBe(false);
    expect(`${wording.short} ${wording.sentence}`).not.toMatch(/incl(\.|uded|udes|uding) VAT|VAT included/i);
    expect(wording.short).toBe('no VAT added');
  });
});
