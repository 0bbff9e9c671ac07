import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, apiKey, useApi } from '../../../lib/api/client';
import type { Schema } from '../../../lib/api/types';
import { type RegisterParsed, toRegisterPayload } from '../../../lib/register-schema';
import { useSessionStore, type CurrentUser } from '../../../stores/session-store';

export type InvitationPreview = Schema<'InvitationPreviewDto'>;

/** GET /api/invitations/{token}: public; the business's name, the role and the address invited. */
export function useInvitationPreview(token: string | null) {
  return useApi(token ? apiKey('/invitations/{token}', { path: { token } }) : null);
}

/** POST /api/invitations/accept: the business joined becomes the current one, so every list reloads. */
export function useAcceptInvitation(): (token: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token) => {
      await api.post('/invitations/accept', { body: { token } });
      await mutate(() => true, undefined, { revalidate: false });
    },
    [mutate],
  );
}

/**
 * POST /api/register with the link's token: the address is the invited one (the link confirms it),
 * and the new person joins that business only. They are signed in at once.
 */
export function useRegisterFromInvitation(): (values: RegisterParsed, token: string) => Promise<CurrentUser> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (values, token) => {
      const user = await api.post('/register', { body: { ...toRegisterPayload(values), invitationToken: token } });
      setUser(user);
      return user;
    },
    [setUser],
  );
}
