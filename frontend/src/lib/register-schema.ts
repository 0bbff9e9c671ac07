import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordContainsPersonalPart, USERNAME_MIN_LENGTH } from '@table-bay/shared';
import { z } from './zod';
import { authContent } from '../content/auth';
import type { Schema } from './api/types';

/*
 * The sign-up form's rules, shared by the /auth Register tab and the registration from an
 * invitation link (features/businesses), which sends the same body with the link's token.
 */

const v = authContent.validation;

/** Optional text: a blank input is sent as null. */
const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? null : s));

/**
 * The sign-up form: the account fields, the name, and the consent box. Company details are asked
 * on the profile afterwards (the overview's checklist leads there); the API still accepts them.
 */
export const registerSchema = z
  .object({
    username: z.string().trim().min(1, v.usernameRequired).min(USERNAME_MIN_LENGTH, v.usernameMin),
    email: z.string().trim().min(1, v.emailInvalid).pipe(z.email(v.emailInvalid)),
    password: z.string().min(PASSWORD_MIN_LENGTH, v.passwordMin).max(PASSWORD_MAX_LENGTH, v.passwordMax),
    confirmPassword: z.string().min(1, v.confirmRequired),
    firstName: optionalText,
    lastName: optionalText,
    // Unticked to begin with; the server refuses a registration without it (POPIA consent).
    acceptTerms: z.boolean().refine((ticked) => ticked, v.consentRequired),
  })
  // The server's rule, checked here too so the form says so while the password is typed.
  .refine((d) => !passwordContainsPersonalPart(d.password, d), { message: v.passwordPersonal, path: ['password'] })
  .refine((d) => d.password === d.confirmPassword, { message: v.passwordsMismatch, path: ['confirmPassword'] });

/** What the form holds (every input as text). */
export type RegisterFormValues = z.input<typeof registerSchema>;
/** What the form produces after validation. */
export type RegisterParsed = z.output<typeof registerSchema>;
/** The request body: the form's fields, confirmPassword left out. */
export type RegisterPayload = Schema<'RegisterDto'>;

export function toRegisterPayload(values: RegisterParsed): RegisterPayload {
  const { confirmPassword: _omitted, ...payload } = values;
  void _omitted;
  return payload;
}
