import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionStore } from '../stores/session-store';
import { isStaffUser } from './staff-access';
import { apiKeyPrefix } from './api/client';

/** Every staff SWR key is an API path under this prefix (query string included). */
export const STAFF_API = apiKeyPrefix('/staff');

/** The SWR key for a staff API path: null (no request) unless a staff member is signed in. */
export function useStaffKey<Key extends string>(path: Key | null): Key | null {
  const isStaff = useSessionStore((s) => isStaffUser(s.user));
  return isStaff ? path : null;
}

/**
 * After a staff action, every cached staff list and page is fetched again: one review changes the
 * queue, the client page, the counts on the overview and the notifications at once.
 */
export function useRevalidateStaff(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => typeof key === 'string' && key.startsWith(`${STAFF_API}/`));
  }, [mutate]);
}

export const PAGE_SIZE = 25;
