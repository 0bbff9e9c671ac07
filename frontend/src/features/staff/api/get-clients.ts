import useSWR from 'swr';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export const CLIENTS_PATH = `${STAFF_API}/clients`;

/** One row of GET /api/staff/clients (newest clients first). */
export type ClientSummary = Schema<'ClientSummaryResponseDto'>;

/** A filter is either off (any) or asks for yes or no. */
export type TriState = '' | 'true' | 'false';

export interface ClientQuery {
  q: string;
  profileComplete: TriState;
  hasActiveSubscription: TriState;
  hasOpenRequests: TriState;
  offset: number;
  limit?: number;
}

export function clientsKey(query: ClientQuery): string {
  return withQuery(CLIENTS_PATH, {
    q: query.q.trim(),
    profileComplete: query.profileComplete,
    hasActiveSubscription: query.hasActiveSubscription,
    hasOpenRequests: query.hasOpenRequests,
    limit: query.limit,
    offset: query.offset || undefined,
  });
}

export function useClients(query: ClientQuery) {
  return useSWR<Schema<'ClientPageResponseDto'>>(useStaffKey(clientsKey(query)), { keepPreviousData: true });
}
