import { describe, expect, it } from 'vitest';
import { formatDateZa, formatMoney } from './format';

describe('formatMoney (docs/decisions/0006-money.md)', () => {
  it('shows rand with thousands separators and no decimals by default', () => {
    expect(formatMoney(799)).toBe('R799');
    expect(formatMoney(1299)).toBe('R1,299');
    expect(formatMoney(11999)).toBe('R11,999');
    expect(formatMoney(1234567)).toBe('R1,234,567');
    expect(formatMoney(0)).toBe('R0');
  });

  it('rounds to whole rand by default', () => {
    expect(formatMoney(1299.4)).toBe('R1,299');
    expect(formatMoney(1299.5)).toBe('R1,300');
  });

  it('shows two decimals where asked', () => {
    expect(formatMoney(3599, { decimals: 2 })).toBe('R3,599.00');
    expect(formatMoney(199.5, { decimals: 2 })).toBe('R199.50');
    expect(formatMoney('8499.99', { decimals: 2 })).toBe('R8,499.99');
  });

  it('reads decimal strings as stored by the database', () => {
    expect(formatMoney('1299.00')).toBe('R1,299');
  });

  it('leaves a string already starting with R unchanged', () => {
    expect(formatMoney('R1,299')).toBe('R1,299');
    expect(formatMoney(' R199 per month ')).toBe('R199 per month');
  });

  it('shows other currencies by their code', () => {
    expect(formatMoney(1500, { currency: 'USD' })).toBe('USD 1,500');
    expect(formatMoney(99.9, { currency: 'eur', decimals: 2 })).toBe('EUR 99.90');
    expect(formatMoney(10, { currency: 'zar' })).toBe('R10');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-350)).toBe('-R350');
  });

  it('treats missing amounts as zero', () => {
    expect(formatMoney(null)).toBe('R0');
    expect(formatMoney(undefined, { decimals: 2 })).toBe('R0.00');
  });
});

describe('formatDateZa', () => {
  it('prints the en-ZA numeric date, as the Terms page shows it', () => {
    expect(formatDateZa(new Date(2026, 10, 21))).toBe('2026/11/21');
    expect(formatDateZa(new Date(2026, 0, 5))).toBe('2026/01/05');
  });
});
