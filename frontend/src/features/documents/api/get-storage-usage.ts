import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';
import { apiKey, useApi } from '../../../lib/api/client';

/** GET /api/documents/storage: bytes stored and the client's quota. */
export type StorageUsage = Schema<'StorageUsageDto'>;

export function useStorageUsage() {
  return useApi(useUserKey(apiKey('/documents/storage')));
}
