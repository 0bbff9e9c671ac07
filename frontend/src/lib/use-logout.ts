import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../stores/toast-store';
import { errorMessage, forgetCachedAnswers } from './api-client';
import { api } from './api/client';
import { useSessionStore } from '../stores/session-store';

/**
 * POST /api/logout, then forget everything about the user: the session store and every cached
 * query (docs/decisions/0003-sign-out-clears-everything.md). Used by the public header and the dashboard alike.
 */
export function useLogout(): () => Promise<boolean> {
  const clear = useSessionStore((s) => s.clear);
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await api.post('/logout');
    } catch (err) {
      toast({ title: 'Logout failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      return false;
    }
    clear();
    forgetCachedAnswers();
    await mutate(() => true, undefined, { revalidate: false });
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    return true;
  }, [clear, mutate]);
}
