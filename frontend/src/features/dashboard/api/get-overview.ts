import useSWR from 'swr';
import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';

/** GET /api/overview: the assigned accountant and the SARS/CIPC deadlines that apply. */
export type Overview = Schema<'OverviewResponseDto'>;
export type Accountant = Schema<'AccountantDto'>;
export type Deadline = Schema<'DeadlineDto'>;

export function useOverview() {
  return useSWR<Overview>(useUserKey('/api/overview'));
}
