import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export type Attention = Schema<'AttentionResponseDto'>;
export type AttentionSection = Schema<'AttentionSectionDto'>;
export type AttentionItem = Schema<'AttentionItemDto'>;
export type AttentionKind = Schema<'AttentionKind'>;

/** GET /api/staff/attention: the overview's sections, asked again every minute while it is open. */
export function useAttention() {
  return useApi(useStaffKey(apiKey('/staff/attention')), { refreshInterval: 60_000 });
}
