import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

export type MailAccepted = Schema<'MailAcceptedDto'>;

/** POST /api/email/verify/resend (signed in) */
export function resendVerification(): Promise<MailAccepted> {
  return api.post('/email/verify/resend');
}
