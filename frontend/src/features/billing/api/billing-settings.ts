import useSWR from 'swr';
import type { Schema } from '../../../lib/api/types';

export type BillingSettings = Schema<'BillingSettingsResponseDto'>;

export function useBillingSettings() {
  return useSWR<BillingSettings>('/api/billing/settings');
}
