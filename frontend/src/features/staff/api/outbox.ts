import useSWR from 'swr';
import { apiRequest, swrFetcher } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';

export type OutboxMessage = Schema<'OutboxMessageResponseDto'>;
export type OutboxPage = Schema<'OutboxPageResponseDto'>;
export type OutboxStatus = OutboxMessage['status'];

export function useOutbox(params: { status: OutboxStatus | null; offset: number; limit: number }, enabled: boolean) {
  const q = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.status) q.set('status', params.status);
  return useSWR<OutboxPage>(enabled ? `/api/staff/outbox?${q.toString()}` : null, swrFetcher);
}

export function retryOutboxMessage(id: number): Promise<OutboxMessage> {
  return apiRequest<OutboxMessage>(`/api/staff/outbox/${id}/retry`, { method: 'POST' });
}
