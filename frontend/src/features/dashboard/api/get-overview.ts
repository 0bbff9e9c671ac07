import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';
import { apiKey, useApi } from '../../../lib/api/client';

/** GET /api/overview: the assigned accountant, the SARS/CIPC deadlines that apply, unpaid invoices, two-factor state. */
export type Overview = Schema<'OverviewResponseDto'>;
export type Accountant = Schema<'AccountantDto'>;
export type Deadline = Schema<'DeadlineDto'>;
export type UnpaidInvoice = Schema<'UnpaidInvoiceDto'>;

export function useOverview() {
  return useApi(useUserKey(apiKey('/overview')));
}
