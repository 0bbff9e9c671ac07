import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';

export type MailAccepted = Schema<'MailAcceptedDto'>;

/** POST /api/email/verify/resend (signed in) */
export function resendVerification(): Promise<MailAccepted> {
  return apiRequest<MailAccepted>('/api/email/verify/resend', { method: 'POST' });
}
