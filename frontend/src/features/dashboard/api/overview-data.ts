import useSWR from 'swr';
import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';

/**
 * The overview reads five lists the other screens own. It uses the same SWR keys (the API paths),
 * so it shares their cache and their revalidation, and the same generated types.
 */
export type OverviewSubscription = Schema<'SubscriptionResponseDto'>;
export type OverviewDocument = Schema<'DocumentResponseDto'>;
export type OverviewRequest = Schema<'DocumentRequestResponseDto'>;
export type OverviewPayment = Schema<'PaymentResponseDto'>;
export type OverviewEmployee = Schema<'EmployeeResponseDto'>;

export function useOverviewData() {
  const subscriptions = useSWR<OverviewSubscription[]>(useUserKey('/api/subscriptions'));
  const documents = useSWR<OverviewDocument[]>(useUserKey('/api/documents'));
  const requests = useSWR<OverviewRequest[]>(useUserKey('/api/document-requests'));
  const payments = useSWR<OverviewPayment[]>(useUserKey('/api/payments'));
  const employees = useSWR<OverviewEmployee[]>(useUserKey('/api/employees'));
  return { subscriptions, documents, requests, payments, employees };
}
