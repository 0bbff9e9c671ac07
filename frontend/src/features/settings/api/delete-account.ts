import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { forgetCachedAnswers } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';
import { useSessionStore } from '../../../stores/session-store';
import { api } from '../../../lib/api/client';

/**
 * DELETE /api/user with the account's password: the server deletes the account, its files and
 * personal data, and ends the session.
 */
export function deleteAccount(password: string): Promise<Schema<'AccountMessageDto'>> {
  const body: Schema<'DeleteAccountDto'> = { password };
  return api.delete('/user', { body });
}

/** Forgets the deleted user: the session store and every cached query. */
export function useForgetUser(): () => void {
  const clear = useSessionStore((s) => s.clear);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    clear();
    forgetCachedAnswers();
    void mutate(() => true, undefined, { revalidate: false });
  }, [clear, mutate]);
}
