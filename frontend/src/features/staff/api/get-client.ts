import useSWR from 'swr';
import { useStaffKey } from '../../../lib/staff-keys';
import { CLIENTS_PATH } from './get-clients';
import type { Schema } from '../../../lib/api/types';

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

export function clientKey(clientId: number): string {
  return `${CLIENTS_PATH}/${clientId}`;
}

export function useClient(clientId: number | null) {
  return useSWR<ClientDetail>(useStaffKey(clientId === null ? null : clientKey(clientId)));
}
