import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** DELETE /api/user: the server deletes the account, its files and personal data, and ends the session. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user', { method: 'DELETE' });
}

/** Forgets the deleted user: the session store and every cached query. */
export function useForgetUser(): () => void {
  const clear = useSessionStore((s) => s.clear);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    clear();
    void mutate(() => true, undefined, { revalidate: false });
  }, [clear, mutate]);
}
