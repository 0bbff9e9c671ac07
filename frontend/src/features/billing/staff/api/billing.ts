import type { PaymentStatus, StaffPayment, StaffSubscription } from './types';
import { useStaffKey } from '../../../../lib/staff-keys';
import type { Schema } from '../../../../lib/api/types';
import { api, apiKey, useApi } from '../../../../lib/api/client';

/** GET /api/services: the catalogue a new subscription is chosen from. */
export function useServices() {
  return useApi(useStaffKey(apiKey('/services')));
}

/** POST /api/staff/clients/:id/subscriptions: created pending. */
export function createSubscription(clientId: number, serviceId: number): Promise<StaffSubscription> {
  return api.post('/staff/clients/{clientId}/subscriptions', { params: { path: { clientId } }, body: { serviceId } });
}

/** POST /api/staff/clients/:id/subscriptions/:subId/activate */
export function activateSubscription(clientId: number, subscriptionId: number): Promise<StaffSubscription> {
  return api.post('/staff/clients/{clientId}/subscriptions/{subscriptionId}/activate', { params: { path: { clientId, subscriptionId } } });
}

export type NewPayment = Schema<'RecordPaymentDto'>;

/** POST /api/staff/clients/:id/payments */
export function recordPayment(clientId: number, body: NewPayment): Promise<StaffPayment> {
  return api.post('/staff/clients/{clientId}/payments', { params: { path: { clientId } }, body });
}

/** PATCH /api/staff/clients/:id/payments/:payId */
export function updatePaymentStatus(clientId: number, paymentId: number, status: PaymentStatus): Promise<StaffPayment> {
  return api.patch('/staff/clients/{clientId}/payments/{paymentId}', { params: { path: { clientId, paymentId } }, body: { status } });
}

/** docs/decisions/0007-lifecycles.md: pending → completed | failed, completed → refunded; nothing else. */
export function nextPaymentStatuses(status: PaymentStatus): PaymentStatus[] {
  if (status === 'pending') return ['completed', 'failed'];
  if (status === 'completed') return ['refunded'];
  return [];
}
