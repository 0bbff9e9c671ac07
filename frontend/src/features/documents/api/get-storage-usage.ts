import useSWR from 'swr';
import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';

/** GET /api/documents/storage: bytes stored and the client's quota. */
export type StorageUsage = Schema<'StorageUsageDto'>;

export function useStorageUsage() {
  return useSWR<StorageUsage>(useUserKey('/api/documents/storage'));
}
