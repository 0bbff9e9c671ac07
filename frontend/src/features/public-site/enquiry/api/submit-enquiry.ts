import * as z from 'zod/mini';
import { ENQUIRY_MESSAGES } from '../../../../content/enquiry';
import { ApiError } from '../../../../lib/api-client';
import type { Schema } from '../../../../lib/api/types';
import { api } from '../../../../lib/api/client';

/** The two enquiry forms (docs/enquiries.md) and POST /api/waitlist. */
export type EnquiryVariant = 'home' | 'contact';

// No `new Function` probe: the site's CSP (script-src 'self') would report it as a violation.
z.config({ jitless: true });

const home = ENQUIRY_MESSAGES.home;
const contact = ENQUIRY_MESSAGES.contact;

/** What both forms hold while being filled in; `terms` is sent as `acceptTerms` by the contact form. */
export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
  business: string;
  interest: string;
  message: string;
  terms: boolean;
  captcha: string;
}

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  business: '',
  interest: '',
  message: '',
  terms: false,
  captcha: '',
};

export const homeEnquirySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, home.name)),
  email: z.pipe(z.string().check(z.trim()), z.email(home.email)),
  phone: z.string(),
  business: z.string(),
  interest: z.string(),
  message: z.string(),
  terms: z.boolean().check(z.refine((v) => v, home.terms)),
  captcha: z.string().check(z.trim(), z.minLength(1, home.captcha)),
});

export const contactEnquirySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, contact.name)),
  email: z.pipe(z.string().check(z.trim()), z.email(contact.email)),
  phone: z.string(),
  business: z.string(),
  interest: z.string(),
  message: z.string().check(z.trim(), z.minLength(10, contact.message)),
  terms: z.boolean().check(z.refine((v) => v, contact.terms)),
  captcha: z.string().check(z.trim(), z.minLength(1, contact.captcha)),
});

export const enquirySchemas = { home: homeEnquirySchema, contact: contactEnquirySchema } as const;

/**
 * The request bodies of POST /api/waitlist. The choice and the consent box travel as the form holds
 * them (any text, true or false): the server checks them and answers with the field's message.
 */
type Unchecked<T, Choice extends keyof T, Consent extends keyof T> = Omit<T, Choice | Consent> &
  Record<Choice, string> &
  Record<Consent, boolean>;

/** Home form body (docs/enquiries.md). */
export type HomeEnquiryPayload = Unchecked<Required<Schema<'HomeEnquiryDto'>>, 'interest', 'terms'>;

/** Contact form body: `acceptTerms` and `services` (the interest value, or empty). */
export type ContactEnquiryPayload = Unchecked<Required<Schema<'ContactEnquiryDto'>>, 'interest' | 'services', 'acceptTerms'>;

export type EnquiryAccepted = Schema<'EnquiryAcceptedDto'>;

/** The arithmetic question the server issued: "What is a + b?", answered with its token (docs/enquiries.md). */
export type EnquiryChallenge = Schema<'EnquiryChallengeDto'>;

/** A fresh question; each is taken once, so the form fetches another after every answer the server saw. */
export function fetchEnquiryChallenge(): Promise<EnquiryChallenge> {
  return api.get('/waitlist/challenge');
}

export function enquiryPayload(variant: 'home', values: EnquiryFormValues, captchaToken: string): HomeEnquiryPayload;
export function enquiryPayload(variant: 'contact', values: EnquiryFormValues, captchaToken: string): ContactEnquiryPayload;
export function enquiryPayload(
  variant: EnquiryVariant,
  values: EnquiryFormValues,
  captchaToken: string,
): HomeEnquiryPayload | ContactEnquiryPayload;
export function enquiryPayload(
  variant: EnquiryVariant,
  values: EnquiryFormValues,
  captchaToken: string,
): HomeEnquiryPayload | ContactEnquiryPayload {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    business: values.business.trim(),
    interest: values.interest,
    message: values.message.trim(),
  };
  if (variant === 'home') return { ...common, terms: values.terms, captcha: values.captcha.trim(), captchaToken };
  return { ...common, acceptTerms: values.terms, captcha: values.captcha.trim(), captchaToken, services: values.interest || '' };
}

export function submitEnquiry(payload: HomeEnquiryPayload | ContactEnquiryPayload): Promise<EnquiryAccepted> {
  // The interest travels as the form holds it (see Unchecked above): the server's validator, not
  // the type checker, answers a value outside the documented list, with the field's message.
  return api.post('/waitlist', { body: payload as Schema<'HomeEnquiryDto'> | Schema<'ContactEnquiryDto'> });
}

/** Server field names back to the form's (the contact form sends `terms` as `acceptTerms`). */
export function formFieldErrors(err: unknown): Partial<Record<keyof EnquiryFormValues, string>> {
  if (!(err instanceof ApiError)) return {};
  const out: Partial<Record<keyof EnquiryFormValues, string>> = {};
  for (const [field, message] of Object.entries(err.fieldErrors)) {
    const key = field === 'acceptTerms' ? 'terms' : field === 'services' ? 'interest' : field;
    if (key in EMPTY_ENQUIRY) out[key as keyof EnquiryFormValues] = message;
  }
  return out;
}

/**
 * The sentence a failure toast shows: the server's own message for a refused request (validation,
 * too many enquiries), else the form's fallback (server fault or no connection).
 */
export function enquiryFailureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.body?.message) return err.body.message;
  return fallback;
}
