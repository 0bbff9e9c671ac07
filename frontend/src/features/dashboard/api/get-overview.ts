import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';
import { apiKey, useApi } from '../../../lib/api/client';

/** GET /api/overview: the assigned accountant, unpaid invoices, two-factor state (the deadlines are the tax calendar's). */
export type Overview = Schema<'OverviewResponseDto'>;
export type Accountant = Schema<'AccountantDto'>;
export type UnpaidInvoice = Schema<'UnpaidInvoiceDto'>;

export function useOverview() {
  return useApi(useUserKey(apiKey('/overview')));
}
