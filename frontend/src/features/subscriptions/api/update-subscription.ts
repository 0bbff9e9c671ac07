import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, swrFetcher } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY, type Subscription } from '../../../lib/api/subscriptions';

export function setAutoRenew(id: number, autoRenew: boolean): Promise<Subscription> {
  return apiRequest<Subscription>(`${SUBSCRIPTIONS_KEY}/${id}`, { method: 'PATCH', json: { autoRenew } });
}

export function cancelSubscription(id: number): Promise<Subscription> {
  return apiRequest<Subscription>(`${SUBSCRIPTIONS_KEY}/${id}/cancel`, { method: 'POST' });
}

/** Puts the server's answer for one subscription into the cached list, then refetches the list. */
function useReplaceInList() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (updated: Subscription) =>
      mutate(SUBSCRIPTIONS_KEY, (list: Subscription[] | undefined) => list?.map((s) => (s.id === updated.id ? updated : s)), {
        revalidate: true,
      }),
    [mutate],
  );
}

/** PATCH /api/subscriptions/:id { autoRenew }. */
export function useSetAutoRenew(): (id: number, autoRenew: boolean) => Promise<Subscription> {
  const replace = useReplaceInList();
  return useCallback(
    async (id, autoRenew) => {
      const updated = await setAutoRenew(id, autoRenew);
      await replace(updated);
      return updated;
    },
    [replace],
  );
}

/** POST /api/subscriptions/:id/cancel; also refreshes the payments list, which shows subscription status. */
export function useCancelSubscription(): (id: number) => Promise<Subscription> {
  const replace = useReplaceInList();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      const updated = await cancelSubscription(id);
      await Promise.all([replace(updated), mutate('/api/payments', swrFetcher('/api/payments'), { revalidate: false })]);
      return updated;
    },
    [replace, mutate],
  );
}

/** POST /api/subscriptions/:id/resume: undo a cancel while access lasts. */
export function useResumeSubscription(): (id: number) => Promise<Subscription> {
  const replace = useReplaceInList();
  return useCallback(
    async (id) => {
      const updated = await apiRequest<Subscription>(`${SUBSCRIPTIONS_KEY}/${id}/resume`, { method: 'POST' });
      await replace(updated);
      return updated;
    },
    [replace],
  );
}
