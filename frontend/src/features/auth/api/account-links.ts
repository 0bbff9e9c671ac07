import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@table-bay/shared';
import type { Schema } from '../../../lib/api/types';
import { z } from '../../../lib/zod';
import { authContent } from '../../../content/auth';
import { mailContent } from '../../../content/mail';
import { api } from '../../../lib/api/client';

export type MailAccepted = Schema<'MailAcceptedDto'>;

export const forgotSchema = z.object({
  identifier: z.string().trim().min(1, mailContent.forgot.identifierRequired).max(254, mailContent.forgot.identifierRequired),
});
export type ForgotInput = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, authContent.validation.passwordMin)
      .max(PASSWORD_MAX_LENGTH, authContent.validation.passwordMax),
    confirm: z.string().min(1, authContent.validation.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: authContent.validation.passwordsMismatch });
export type ResetInput = z.infer<typeof resetSchema>;

/** POST /api/password/forgot: the same answer whether or not an account matched. */
export function requestPasswordReset(input: ForgotInput): Promise<MailAccepted> {
  return api.post('/password/forgot', { body: input });
}

export type PasswordResetDone = Schema<'PasswordResetDoneDto'>;

/** POST /api/password/reset: the passkeys that still sign in, with the token removing them all; or 400 with the reason. */
export function resetPassword(token: string, password: string): Promise<PasswordResetDone> {
  return api.post('/password/reset', { body: { token, password } });
}

/** POST /api/password/remove-passkeys: the one action a reset offers for passkeys (docs/account-security.md). */
export function removePasskeysAfterReset(token: string): Promise<Schema<'PasskeysRemovedDto'>> {
  return api.post('/password/remove-passkeys', { body: { token } });
}

/** POST /api/email/verify */
export function verifyEmail(token: string): Promise<void> {
  return api.post('/email/verify', { body: { token } });
}
