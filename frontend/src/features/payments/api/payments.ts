import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export type PaymentStatus = Schema<'PaymentStatus'>;

/** GET /api/payments: newest first, each with its subscription and that subscription's package. */
export type Payment = Schema<'PaymentResponseDto'>;

export function usePayments() {
  return useApi(useUserKey(apiKey('/payments')));
}
