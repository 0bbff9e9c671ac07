import { addDays, firmToday } from '@table-bay/shared';
import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';
import { apiKey, useApi } from '../../../lib/api/client';

export type UpcomingObligation = Schema<'ObligationDto'>;

/** How far ahead the overview's deadlines card looks, and how many it lists. */
export const DEADLINES_DAYS = 90;
export const DEADLINES_SHOWN = 5;

/** GET /api/compliance/obligations for the next 90 days (the firm's today): the card lists the first five. */
export function upcomingObligationsKey(today: string) {
  return apiKey('/compliance/obligations', { query: { from: today, to: addDays(today, DEADLINES_DAYS) } });
}

export function useUpcomingObligations() {
  return useApi(useUserKey(upcomingObligationsKey(firmToday())));
}
