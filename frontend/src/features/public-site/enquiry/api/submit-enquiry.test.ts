import { describe, expect, it } from 'vitest';
import { contactEnquirySchema, EMPTY_ENQUIRY, enquiryPayload, homeEnquirySchema } from './submit-enquiry';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('enquiry validation (docs/enquiries.md)', () => {
  it('home form: the exact messages on the exact fields', () => {
    expect(messages(homeEnquirySchema.safeParse({ ...EMPTY_ENQUIRY, name: 'A', email: 'nope' }))).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      terms: 'You must accept the terms and conditions',
      captcha: 'Please complete the verification.',
    });
  });

  it('contact form: the exact messages on the exact fields', () => {
    expect(messages(contactEnquirySchema.safeParse({ ...EMPTY_ENQUIRY, message: 'short' }))).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email.',
      message: 'Message must be at least 10 characters.',
      terms: 'You must accept the terms and conditions.',
      captcha: 'Please complete the verification.',
    });
  });

  it('accepts a complete form, trimming spaces', () => {
    const values = {
      ...EMPTY_ENQUIRY,
      name: ' Thandi ',
      email: ' thandi@example.co.za ',
      message: 'Please call me back.',
      terms: true,
      captcha: '7',
    };
    expect(homeEnquirySchema.safeParse(values).success).toBe(true);
    expect(contactEnquirySchema.safeParse(values).success).toBe(true);
    expect(homeEnquirySchema.safeParse({ ...values, name: ' A ' }).success).toBe(false);
  });
});

describe('enquiryPayload (docs/enquiries.md)', () => {
  const values = {
    ...EMPTY_ENQUIRY,
    name: 'Thandi',
    email: 't@example.co.za',
    interest: 'standard',
    message: 'Hello there',
    terms: true,
    captcha: '12',
  };

  it('home form sends terms and the question token', () => {
    expect(enquiryPayload('home', values, 'v1.token')).toEqual({
      name: 'Thandi',
      email: 't@example.co.za',
      phone: '',
      business: '',
      interest: 'standard',
      message: 'Hello there',
      terms: true,
      captcha: '12',
      captchaToken: 'v1.token',
    });
  });

  it('contact form sends acceptTerms and services = interest, or empty', () => {
    expect(enquiryPayload('contact', values, 'v1.token')).toEqual({
      name: 'Thandi',
      email: 't@example.co.za',
      phone: '',
      business: '',
      interest: 'standard',
      message: 'Hello there',
      acceptTerms: true,
      captcha: '12',
      captchaToken: 'v1.token',
      services: 'standard',
    });
    expect(enquiryPayload('contact', { ...values, interest: '' }, 'v1.token').services).toBe('');
  });
});
