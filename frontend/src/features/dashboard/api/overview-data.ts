import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';
import { useBusinessAccess } from '../../../lib/api/businesses';
import type { BusinessCapability } from '../../../content/businesses';

/**
 * The overview reads five lists the other screens own. It uses the same SWR keys (the API paths),
 * so it shares their cache and their revalidation, and the same generated types.
 */
export type OverviewSubscription = Schema<'SubscriptionResponseDto'>;
export type OverviewDocument = Schema<'DocumentResponseDto'>;
export type OverviewRequest = Schema<'DocumentRequestResponseDto'>;
export type OverviewPayment = Schema<'PaymentResponseDto'>;
export type OverviewEmployee = Schema<'EmployeeResponseDto'>;

/**
 * A list the role may not read is not asked for (its card stays empty). Until the role is known
 * every list is asked for at once, as the HTML preloaded them: the owner's overview waits for no
 * extra round trip, and a refused list's key turns null once the grants say so, dropping its error.
 */
export function useOverviewData() {
  const access = useBusinessAccess();
  const ifMay = <K>(capability: BusinessCapability, key: K | null): K | null =>
    access.status !== 'member' || access.can(capability) ? key : null;
  const subscriptions = useApi(ifMay('billing', useUserKey(apiKey('/subscriptions'))));
  const documents = useApi(ifMay('documents', useUserKey(apiKey('/documents'))));
  const requests = useApi(ifMay('requests', useUserKey(apiKey('/document-requests'))));
  const payments = useApi(ifMay('billing', useUserKey(apiKey('/payments'))));
  const employees = useApi(ifMay('employees', useUserKey(apiKey('/employees'))));
  return { subscriptions, documents, requests, payments, employees };
}
