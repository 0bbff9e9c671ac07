import { describe, expect, it } from 'vitest';
import { profileGaps } from './profile-gaps';

const complete = {
  phone: '+27 21 555 0100',
  company: 'Fynbos Studio (Pty) Ltd',
  address: '12 Main Road',
  city: 'Cape Town',
  postalCode: '7700',
  businessType: 'private_company' as const,
  registrationNumber: '2019/123456/07',
  numberOfEmployees: 0,
};

describe('profileGaps', () => {
  it('finds nothing in a complete profile (no employees is an answer)', () => {
    expect(profileGaps(complete)).toEqual([]);
  });

  it('lists what a new account lacks, in the order of the company form', () => {
    const empty = {
      phone: null,
      company: null,
      address: null,
      city: null,
      postalCode: null,
      businessType: null,
      registrationNumber: null,
      numberOfEmployees: null,
    };
    expect(profileGaps(empty)).toEqual(['phone', 'company', 'address', 'businessType', 'numberOfEmployees']);
  });

  it('asks a company for its registration number, but not a sole proprietor', () => {
    expect(profileGaps({ ...complete, registrationNumber: ' ' })).toEqual(['registrationNumber']);
    expect(profileGaps({ ...complete, businessType: 'sole_proprietorship', registrationNumber: null })).toEqual([]);
  });

  it('an address is whole only with its city and postal code', () => {
    expect(profileGaps({ ...complete, postalCode: '' })).toEqual(['address']);
  });
});
