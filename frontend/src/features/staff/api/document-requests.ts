import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { StaffDocumentRequest } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export type RequestFilter = Schema<'RequestFilter'>;

export type RequestListItem = Schema<'RequestListItemDto'>;

/** GET /api/staff/document-requests?status=: earliest due date first. */
export function requestsKey(status: RequestFilter, offset = 0): string {
  return withQuery(`${STAFF_API}/document-requests`, { status, offset: offset || undefined });
}

export function useDocumentRequests(status: RequestFilter = 'open', offset = 0) {
  return useSWR<Schema<'RequestPageResponseDto'>>(useStaffKey(requestsKey(status, offset)), { keepPreviousData: true });
}

export type NewDocumentRequest = Schema<'CreateDocumentRequestDto'>;

/** POST /api/staff/clients/:id/document-requests */
export function createDocumentRequest(clientId: number, body: NewDocumentRequest): Promise<StaffDocumentRequest> {
  return apiRequest<StaffDocumentRequest>(`${CLIENTS_PATH}/${clientId}/document-requests`, { method: 'POST', json: body });
}

/** DELETE /api/staff/clients/:id/document-requests/:reqId (open requests only). */
export function cancelDocumentRequest(clientId: number, requestId: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return apiRequest<Schema<'StaffMessageResponseDto'>>(`${CLIENTS_PATH}/${clientId}/document-requests/${requestId}`, { method: 'DELETE' });
}
