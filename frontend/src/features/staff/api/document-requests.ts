import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { StaffDocumentRequest } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import { STAFF_API, useStaffKey, withQuery, type Page } from './staff-keys';

export type RequestFilter = 'open' | 'pending' | 'overdue' | 'completed' | 'all';

export interface RequestListItem {
  request: StaffDocumentRequest;
  client: { id: number; name: string; company: string | null };
}

/** GET /api/staff/document-requests?status=: earliest due date first. */
export function requestsKey(status: RequestFilter, offset = 0): string {
  return withQuery(`${STAFF_API}/document-requests`, { status, offset: offset || undefined });
}

export function useDocumentRequests(status: RequestFilter = 'open', offset = 0) {
  return useSWR<Page<RequestListItem>>(useStaffKey(requestsKey(status, offset)), { keepPreviousData: true });
}

export interface NewDocumentRequest {
  documentType: string;
  description: string;
  /** yyyy-MM-dd, today or later. */
  dueDate: string;
}

/** POST /api/staff/clients/:id/document-requests */
export function createDocumentRequest(clientId: number, body: NewDocumentRequest): Promise<StaffDocumentRequest> {
  return apiRequest<StaffDocumentRequest>(`${CLIENTS_PATH}/${clientId}/document-requests`, { method: 'POST', json: body });
}

/** DELETE /api/staff/clients/:id/document-requests/:reqId (open requests only). */
export function cancelDocumentRequest(clientId: number, requestId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${CLIENTS_PATH}/${clientId}/document-requests/${requestId}`, { method: 'DELETE' });
}
