import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { SUBSCRIPTIONS_KEY, type Subscription } from '../../../lib/api/subscriptions';
import { api, apiKey, fetchKey } from '../../../lib/api/client';

export function setAutoRenew(id: number, autoRenew: boolean): Promise<Subscription> {
  return api.patch('/subscriptions/{id}', { params: { path: { id } }, body: { autoRenew } });
}

export function cancelSubscription(id: number): Promise<Subscription> {
  return api.post('/subscriptions/{id}/cancel', { params: { path: { id } } });
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
const PAYMENTS_KEY = apiKey('/payments');

export function useCancelSubscription(): (id: number) => Promise<Subscription> {
  const replace = useReplaceInList();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      const updated = await cancelSubscription(id);
      await Promise.all([replace(updated), mutate(PAYMENTS_KEY, fetchKey(PAYMENTS_KEY), { revalidate: false })]);
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
      const updated = await api.post('/subscriptions/{id}/resume', { params: { path: { id } } });
      await replace(updated);
      return updated;
    },
    [replace],
  );
}
