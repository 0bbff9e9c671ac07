import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/**
 * DELETE /api/user: the server deletes the account and ends the session; here the user and every
 * cached query go. `leave` navigates away from the protected pages.
 */
export function useDeleteAccount(): (leave: () => void) => Promise<void> {
  const clear = useSessionStore((s) => s.clear);
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leave) => {
      await apiRequest<{ message: string }>('/api/user', { method: 'DELETE' });
      // Leave the dashboard in the same render as the user goes, so no sign-in redirect shows on the way out.
      leave();
      clear();
      await mutate(() => true, undefined, { revalidate: false });
    },
    [clear, mutate],
  );
}
