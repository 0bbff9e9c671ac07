import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { BusinessRole } from '../../../content/businesses';
import { api, apiKey, useApi } from '../../../lib/api/client';
import { BUSINESSES_KEY, CURRENT_BUSINESS_KEY } from '../../../lib/api/businesses';
import type { Schema } from '../../../lib/api/types';

export type Member = Schema<'MemberDto'>;
export type Invitation = Schema<'InvitationDto'>;

export const membersKey = (id: number) => apiKey('/businesses/{id}/members', { path: { id } });
export const invitationsKey = (id: number) => apiKey('/businesses/{id}/invitations', { path: { id } });

/** The members of a business, owners first (owners only; null asks for nothing). */
export function useMembers(businessId: number | null) {
  return useApi(businessId === null ? null : membersKey(businessId));
}

/** The open invitations, pending or expired, newest first (owners only). */
export function useInvitations(businessId: number | null) {
  return useApi(businessId === null ? null : invitationsKey(businessId));
}

/** The people screen's changes; each reloads the list it changed. */
export function usePeopleActions(businessId: number) {
  const { mutate } = useSWRConfig();
  const members = membersKey(businessId);
  const invitations = invitationsKey(businessId);
  return {
    changeRole: useCallback(
      async (userId: number, role: BusinessRole) => {
        const member = await api.patch('/businesses/{id}/members/{userId}', {
          params: { path: { id: businessId, userId } },
          body: { role },
        });
        // One's own role may have changed: the grants (and so the navigation) with it.
        await Promise.all([mutate(members), mutate(CURRENT_BUSINESS_KEY), mutate(BUSINESSES_KEY)]);
        return member;
      },
      [businessId, members, mutate],
    ),
    remove: useCallback(
      async (userId: number) => {
        await api.delete('/businesses/{id}/members/{userId}', { params: { path: { id: businessId, userId } } });
        await mutate(members);
      },
      [businessId, members, mutate],
    ),
    /** Inviting the same address again replaces its link: that is how "Send again" works. */
    invite: useCallback(
      async (email: string, role: BusinessRole) => {
        const invitation = await api.post('/businesses/{id}/invitations', { params: { path: { id: businessId } }, body: { email, role } });
        await mutate(invitations);
        return invitation;
      },
      [businessId, invitations, mutate],
    ),
    revoke: useCallback(
      async (invitationId: number) => {
        await api.delete('/businesses/{id}/invitations/{invitationId}', { params: { path: { id: businessId, invitationId } } });
        await mutate(invitations);
      },
      [businessId, invitations, mutate],
    ),
  };
}

/**
 * DELETE of one's own membership. Afterwards the session acts for no business until another is
 * picked, so every cached list is dropped and the current business asked again.
 */
export function useLeaveBusiness(): (businessId: number, userId: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (businessId, userId) => {
      await api.delete('/businesses/{id}/members/{userId}', { params: { path: { id: businessId, userId } } });
      await mutate(() => true, undefined, { revalidate: true });
    },
    [mutate],
  );
}
