import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { PaymentStatus, ServiceSummary, StaffPayment, StaffSubscription } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

/** GET /api/services: the catalogue a new subscription is chosen from. */
export function useServices() {
  return useSWR<ServiceSummary[]>(useStaffKey('/api/services'));
}

/** POST /api/staff/clients/:id/subscriptions: created pending. */
export function createSubscription(clientId: number, serviceId: number): Promise<StaffSubscription> {
  return apiRequest<StaffSubscription>(`${CLIENTS_PATH}/${clientId}/subscriptions`, { method: 'POST', json: { serviceId } });
}

/** POST /api/staff/clients/:id/subscriptions/:subId/activate */
export function activateSubscription(clientId: number, subscriptionId: number): Promise<StaffSubscription> {
  return apiRequest<StaffSubscription>(`${CLIENTS_PATH}/${clientId}/subscriptions/${subscriptionId}/activate`, { method: 'POST' });
}

export type NewPayment = Schema<'RecordPaymentDto'>;

/** POST /api/staff/clients/:id/payments */
export function recordPayment(clientId: number, body: NewPayment): Promise<StaffPayment> {
  return apiRequest<StaffPayment>(`${CLIENTS_PATH}/${clientId}/payments`, { method: 'POST', json: body });
}

/** PATCH /api/staff/clients/:id/payments/:payId */
export function updatePaymentStatus(clientId: number, paymentId: number, status: PaymentStatus): Promise<StaffPayment> {
  return apiRequest<StaffPayment>(`${CLIENTS_PATH}/${clientId}/payments/${paymentId}`, { method: 'PATCH', json: { status } });
}

/** docs/decisions/0007-lifecycles.md: pending → completed | failed, completed → refunded; nothing else. */
export function nextPaymentStatuses(status: PaymentStatus): PaymentStatus[] {
  if (status === 'pending') return ['completed', 'failed'];
  if (status === 'completed') return ['refunded'];
  return [];
}
