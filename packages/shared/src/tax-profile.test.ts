import { describe, expect, it } from 'vitest';
import {
  compactNumber,
  validateCompanyRegistrationNumber,
  validateFinancialYearEndMonth,
  validateIncomeTaxNumber,
  validateIncorporationDate,
  validatePayeReference,
  validateTaxProfile,
  validateUifReference,
  validateVatCategory,
  validateVatFilingChannel,
  validateVatNumber,
} from './tax-profile';

describe('tax profile field rules', () => {
  it.each([
    ['4123456789', null],
    ['4123 456 789', null],
    ['412-345-6789', null],
    ['5123456789', /must start with 4/],
    ['412345678', /ten digits .*has 9/],
    ['41234567890', /has 11/],
    ['41234S6789', /only digits/],
  ])('VAT number %s', (value, expected) => {
    const message = validateVatNumber(value);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it.each([
    ['7123456789', null],
    ['7123 456 789', null],
    ['4123456789', /must start with 7/],
    ['712345678', /has 9/],
    ['L123456789', /only digits/],
  ])('PAYE reference %s', (value, expected) => {
    const message = validatePayeReference(value);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it.each([
    ['2019/123456/07', null],
    [' 2019/123456/07 ', null],
    ['1999/012345/23', null],
    ['2019/12345/07', /2019\/123456\/07/],
    ['2019-123456-07', /separated by slashes/],
    ['K2019/123456/07', /2019\/123456\/07/],
    ['2030/123456/07', /2030 is not possible/],
    ['1700/123456/07', /1700 is not possible/],
  ])('company registration number %s', (value, expected) => {
    const message = validateCompanyRegistrationNumber(value, '2026-11-26');
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it.each([
    ['2019-03-14', null],
    ['2026-11-26', null],
    ['2026-11-27', /future/],
    ['2019-02-29', /YYYY-MM-DD/],
    ['14/03/2019', /YYYY-MM-DD/],
    ['1799-12-31', /before 1800/],
  ])('incorporation date %s', (value, expected) => {
    const message = validateIncorporationDate(value, '2026-11-26');
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it.each([
    [1, true],
    [12, true],
    [0, false],
    [13, false],
    [2.5, false],
    ['2', false],
    [null, false],
  ])('financial year-end month %j valid: %s', (value, ok) => {
    expect(validateFinancialYearEndMonth(value) === null).toBe(ok);
  });

  it('VAT category and filing channel', () => {
    expect(validateVatCategory('A')).toBeNull();
    expect(validateVatCategory(null)).toBeNull();
    expect(validateVatCategory('G')).toMatch(/A, B, C, D, E or F/);
    expect(validateVatCategory('a')).toMatch(/A, B, C, D, E or F/);
    expect(validateVatFilingChannel('efiling')).toBeNull();
    expect(validateVatFilingChannel('manual')).toBeNull();
    expect(validateVatFilingChannel('paper')).toMatch(/efiling or manual/);
  });

  it('collects the errors of a whole update by field, leaving cleared fields alone', () => {
    expect(
      validateTaxProfile(
        {
          vatNumber: '5123456789',
          vatCategory: 'Z',
          vatFilingChannel: 'fax',
          financialYearEndMonth: 0,
          payeReference: '123',
          companyRegistrationNumber: '2019/1/07',
          incorporationDate: '2030-01-01',
        },
        '2026-11-26',
      ),
    ).toEqual({
      vatNumber: expect.stringMatching(/start with 4/),
      vatCategory: expect.stringMatching(/A, B, C/),
      vatFilingChannel: expect.stringMatching(/efiling or manual/),
      financialYearEndMonth: expect.stringMatching(/1 \(January\) to 12/),
      payeReference: expect.stringMatching(/has 3/),
      companyRegistrationNumber: expect.stringMatching(/2019\/123456\/07/),
      incorporationDate: expect.stringMatching(/future/),
    });
    expect(validateTaxProfile({ vatNumber: null, payeReference: '', vatCategory: '', incorporationDate: '  ' })).toEqual({});
    expect(
      validateTaxProfile({ vatNumber: '4123456789', payeReference: '7123456789', vatCategory: 'B', financialYearEndMonth: 2 }),
    ).toEqual({});
  });

  it('compacts typed numbers', () => {
    expect(compactNumber(' 4123 456-789 ')).toBe('4123456789');
  });
});

describe('income tax number and UIF reference', () => {
  it.each([
    ['9012345678', null],
    ['9012 345 678', null],
    ['901234567', /ten digits \(this one has 9\)/],
    ['90123456789', /ten digits \(this one has 11\)/],
    ['9O12345678', /only digits/],
  ])('income tax number %s', (value, expected) => {
    const message = validateIncomeTaxNumber(value);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it.each([
    ['U123456789', null],
    ['U 1234 5678', null],
    ['123/456', null],
    ['U12345-678', /only letters, digits and slashes/],
    ['U'.repeat(21), /at most 20/],
  ])('UIF reference %s', (value, expected) => {
    const message = validateUifReference(value);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it('reports both in a profile update, by field', () => {
    expect(validateTaxProfile({ incomeTaxNumber: '12', uifReference: 'U-1' })).toEqual({
      incomeTaxNumber: 'The income tax number must be ten digits (this one has 2).',
      uifReference: 'The UIF reference may contain only letters, digits and slashes, at most 20 of them.',
    });
  });
});
