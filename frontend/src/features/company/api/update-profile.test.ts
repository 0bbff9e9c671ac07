import { describe, expect, it } from 'vitest';
import { validatePayeReference, validateVatNumber } from '@table-bay/shared';
import { companySchema, toCompanyPayload, type CompanyFormValues } from './update-profile';

const valid: CompanyFormValues = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  phone: '+27 21 555 0199',
  company: 'Nkosi Bookbinders (Pty) Ltd',
  address: '3 Station Road',
  city: 'Cape Town',
  postalCode: '7925',
  country: 'South Africa',
  vatNumber: '',
  registrationNumber: '',
  businessType: '',
  annualRevenue: '',
  numberOfEmployees: '',
  vatCategory: '',
  vatFilingChannel: 'efiling',
  financialYearEndMonth: '',
  incomeTaxNumber: '',
  payeReference: '',
  uifReference: '',
  companyRegistrationNumber: '',
  incorporationDate: '',
  provisionalTaxpayer: false,
  coidaRegistered: false,
};

const messages = (values: Partial<CompanyFormValues>) => {
  const result = companySchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the company form’s tax and registration group', () => {
  it('leaves empty tax fields alone and sends them as cleared', () => {
    const parsed = companySchema.parse(valid);
    expect(toCompanyPayload(parsed)).toMatchObject({
      vatNumber: null,
      vatCategory: null,
      financialYearEndMonth: null,
      payeReference: null,
      companyRegistrationNumber: null,
      incorporationDate: null,
      provisionalTaxpayer: false,
    });
  });

  it('says what the shared rules say, word for word', () => {
    expect(messages({ vatNumber: '5123456789' }).vatNumber).toBe(validateVatNumber('5123456789'));
    expect(messages({ payeReference: '71234' }).payeReference).toBe(validatePayeReference('71234'));
    expect(messages({ companyRegistrationNumber: '2019-123456-07' }).companyRegistrationNumber).toMatch(/2019\/123456\/07/);
    expect(messages({ incorporationDate: '2999-01-01' }).incorporationDate).toBe('The incorporation date cannot be in the future.');
    expect(messages({ incomeTaxNumber: '12345' }).incomeTaxNumber).toMatch(/ten digits/);
    expect(messages({ uifReference: 'U-123' }).uifReference).toMatch(/letters, digits and slashes/);
  });

  it('accepts good values, with spaces in numbers', () => {
    const parsed = companySchema.parse({
      ...valid,
      vatNumber: '4123 456 789',
      vatCategory: 'A',
      vatFilingChannel: 'manual',
      financialYearEndMonth: '6',
      payeReference: '7123456789',
      companyRegistrationNumber: '2019/123456/07',
      incorporationDate: '2019-03-14',
      coidaRegistered: true,
    });
    expect(toCompanyPayload(parsed)).toMatchObject({
      vatCategory: 'A',
      vatFilingChannel: 'manual',
      financialYearEndMonth: 6,
      payeReference: '7123456789',
      coidaRegistered: true,
    });
  });
});
