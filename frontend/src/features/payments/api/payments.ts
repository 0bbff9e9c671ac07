import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';

/** GET /api/payments: newest first, each with its subscription and that subscription's package. */
export interface Payment {
  id: number;
  subscriptionId: number | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** null is shown as Card. */
  paymentMethod: string | null;
  /** Transaction id. */
  stripePaymentId: string | null;
  paymentDate: string;
  description: string | null;
  createdAt: string;
  subscription: { id: number; status: string; service: { title: string; packageType: string } | null } | null;
}

export function usePayments() {
  return useSWR<Payment[]>(useUserKey('/api/payments'));
}
