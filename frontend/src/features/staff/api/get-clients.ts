import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

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

/** Off leaves the parameter out; yes and no are sent as the booleans the query declares. */
const flag = (value: TriState): boolean | undefined => (value === '' ? undefined : value === 'true');

export function clientsKey(query: ClientQuery) {
  return apiKey('/staff/clients', {
    query: {
      q: query.q.trim(),
      profileComplete: flag(query.profileComplete),
      hasActiveSubscription: flag(query.hasActiveSubscription),
      hasOpenRequests: flag(query.hasOpenRequests),
      limit: query.limit,
      offset: query.offset || undefined,
    },
  });
}

export function useClients(query: ClientQuery) {
  return useApi(useStaffKey(clientsKey(query)), { keepPreviousData: true });
}
