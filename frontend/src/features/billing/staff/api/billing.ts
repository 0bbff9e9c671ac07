import type { StaffSubscription } from './types';
import { api } from '../../../../lib/api/client';

/**
 * POST /api/staff/clients/:id/subscriptions/:subId/start-on-account { reason }: an admin starts a
 * pending subscription before its invoice is paid (docs/billing.md).
 */
export function startOnAccount(clientId: number, subscriptionId: number, reason: string): Promise<StaffSubscription> {
  return api.post('/staff/clients/{clientId}/subscriptions/{subscriptionId}/start-on-account', {
    params: { path: { clientId, subscriptionId } },
    body: { reason },
  });
}
