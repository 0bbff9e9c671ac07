import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export type BillingSettings = Schema<'BillingSettingsResponseDto'>;

export function useBillingSettings() {
  return useApi(apiKey('/billing/settings'));
}
