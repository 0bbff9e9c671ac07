import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export type DocumentStatus = Schema<'DocumentStatus'>;
export type RequestStatus = Schema<'DocumentRequestStatus'>;
export type SubscriptionStatus = Schema<'SubscriptionStatus'>;
export type PaymentStatus = Schema<'PaymentStatus'>;

export type ClientProfile = Schema<'ClientProfileResponseDto'>;
export type ClientEmployee = Schema<'EmployeeResponseDto'>;
export type ServiceSummary = Schema<'ServiceResponseDto'>;
export type StaffSubscription = Schema<'StaffSubscriptionResponseDto'>;
export type StaffPayment = Schema<'StaffPaymentResponseDto'>;
export type StaffDocument = Schema<'StaffDocumentResponseDto'>;
export type StaffDocumentRequest = Schema<'DocumentRequestResponseDto'>;
export type ClientAssignment = Schema<'ClientAssignmentResponseDto'>;

/** GET /api/staff/clients/:id: everything the client page shows. */
export type ClientDetail = Schema<'ClientDetailResponseDto'>;

export function clientKey(clientId: number) {
  return apiKey('/staff/clients/{clientId}', { path: { clientId } });
}

export function useClient(clientId: number | null) {
  return useApi(useStaffKey(clientId === null ? null : clientKey(clientId)));
}
