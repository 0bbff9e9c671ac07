import type { StaffDocumentRequest } from './types';
import { useStaffKey } from '../../../../lib/staff-keys';
import type { Schema } from '../../../../lib/api/types';
import { api, apiKey, useApi } from '../../../../lib/api/client';

export type RequestFilter = Schema<'RequestFilter'>;

export type RequestListItem = Schema<'RequestListItemDto'>;

/** GET /api/staff/document-requests?status=: earliest due date first. */
export function requestsKey(status: RequestFilter, offset = 0) {
  return apiKey('/staff/document-requests', { query: { status, offset: offset || undefined } });
}

export function useDocumentRequests(status: RequestFilter = 'open', offset = 0) {
  return useApi(useStaffKey(requestsKey(status, offset)), { keepPreviousData: true });
}

export type NewDocumentRequest = Schema<'CreateDocumentRequestDto'>;

/** POST /api/staff/clients/:id/document-requests */
export function createDocumentRequest(clientId: number, body: NewDocumentRequest): Promise<StaffDocumentRequest> {
  return api.post('/staff/clients/{clientId}/document-requests', { params: { path: { clientId } }, body });
}

/** DELETE /api/staff/clients/:id/document-requests/:reqId (open requests only). */
export function cancelDocumentRequest(clientId: number, requestId: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return api.delete('/staff/clients/{clientId}/document-requests/{requestId}', { params: { path: { clientId, requestId } } });
}
