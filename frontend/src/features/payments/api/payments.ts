import useSWR from 'swr';
import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';

export type PaymentStatus = Schema<'PaymentStatus'>;

/** GET /api/payments: newest first, each with its subscription and that subscription's package. */
export type Payment = Schema<'PaymentResponseDto'>;

export function usePayments() {
  return useSWR<Payment[]>(useUserKey('/api/payments'));
}
