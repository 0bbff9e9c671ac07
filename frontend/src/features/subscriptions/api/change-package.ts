import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { SUBSCRIPTIONS_KEY } from '../../../lib/api/subscriptions';
import { api, apiKey, apiKeyPrefix, useApi } from '../../../lib/api/client';
import type { Schema } from '../../../lib/api/types';

export type ChangePreview = Schema<'ChangePreviewResponseDto'>;
export type ChangeResult = Schema<'ChangePackageResponseDto'>;

/** GET /api/subscriptions/:id/change-preview?serviceId=: what a change would cost and when it starts; null asks nothing. */
export function useChangePreview(subscriptionId: number, serviceId: number | null) {
  return useApi(
    serviceId === null ? null : apiKey('/subscriptions/{id}/change-preview', { path: { id: subscriptionId }, query: { serviceId } }),
    { revalidateOnFocus: false },
  );
}

/** POST /api/subscriptions/:id/change; then the subscriptions, invoices and payments the change touched are read again. */
export function useChangePackage(): (subscriptionId: number, serviceId: number) => Promise<ChangeResult> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (subscriptionId, serviceId) => {
      const result = await api.post('/subscriptions/{id}/change', { params: { path: { id: subscriptionId } }, body: { serviceId } });
      const invoices = apiKeyPrefix('/invoices');
      const payments = apiKeyPrefix('/payments');
      await Promise.all([
        mutate(SUBSCRIPTIONS_KEY),
        mutate((key) => typeof key === 'string' && (key.startsWith(invoices) || key.startsWith(payments))),
      ]);
      return result;
    },
    [mutate],
  );
}
