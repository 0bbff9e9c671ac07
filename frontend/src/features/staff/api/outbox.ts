import type { Schema } from '../../../lib/api/types';
import { api, apiKey, useApi } from '../../../lib/api/client';

export type OutboxMessage = Schema<'OutboxMessageResponseDto'>;
export type OutboxPage = Schema<'OutboxPageResponseDto'>;
export type OutboxStatus = OutboxMessage['status'];

export function useOutbox(params: { status: OutboxStatus | null; offset: number; limit: number }, enabled: boolean) {
  const key = apiKey('/staff/outbox', { query: { limit: params.limit, offset: params.offset, status: params.status ?? undefined } });
  return useApi(enabled ? key : null);
}

export function retryOutboxMessage(id: number): Promise<OutboxMessage> {
  return api.post('/staff/outbox/{id}/retry', { params: { path: { id } } });
}
