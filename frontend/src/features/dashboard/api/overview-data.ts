import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

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
  const subscriptions = useApi(useUserKey(apiKey('/subscriptions')));
  const documents = useApi(useUserKey(apiKey('/documents')));
  const requests = useApi(useUserKey(apiKey('/document-requests')));
  const payments = useApi(useUserKey(apiKey('/payments')));
  const employees = useApi(useUserKey(apiKey('/employees')));
  return { subscriptions, documents, requests, payments, employees };
}
