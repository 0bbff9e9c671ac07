import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useUserKey } from '../../stores/session-store';
import type { BusinessCapability } from '../../content/businesses';
import { can as canWith, type Grant } from '../business-access';
import { api, apiKey, useApi } from './client';
import type { Schema } from './types';

/** GET /api/businesses/current: the business the session acts for, the role and its grants. */
export type CurrentBusiness = Schema<'CurrentBusinessDto'>;
/** One of GET /api/businesses: a business the person belongs to, with their role. */
export type BusinessSummary = Schema<'BusinessSummaryDto'>;

export const CURRENT_BUSINESS_KEY = apiKey('/businesses/current');
export const BUSINESSES_KEY = apiKey('/businesses');

/** The business the session acts for; an error (404) for staff and for a person in none. */
export function useCurrentBusiness() {
  return useApi(useUserKey(CURRENT_BUSINESS_KEY));
}

export function useBusinesses() {
  return useApi(useUserKey(BUSINESSES_KEY));
}

export type BusinessAccess =
  /** Still asking the API. */
  | { status: 'loading'; business: null; can: (capability: BusinessCapability, grant?: Grant) => boolean }
  /** A member of the current business, with the role's grants. */
  | { status: 'member'; business: CurrentBusiness; can: (capability: BusinessCapability, grant?: Grant) => boolean }
  /**
   * No business to go by (staff, who read client routes as no business, or a person in none):
   * nothing is hidden, and the API answers what it answers, as before businesses.
   */
  | { status: 'none'; business: null; can: (capability: BusinessCapability, grant?: Grant) => boolean };

const nothing = () => false;
const everything = () => true;

/** The current business and one `can(capability, grant)` for the screens (lib/business-access.ts). */
export function useBusinessAccess(): BusinessAccess {
  const { data, error } = useCurrentBusiness();
  if (data) return { status: 'member', business: data, can: (capability, grant = 'read') => canWith(data.grants, capability, grant) };
  if (error) return { status: 'none', business: null, can: everything };
  return { status: 'loading', business: null, can: nothing };
}

/**
 * PUT /api/session/business, then every SWR key revalidated: every list on screen belongs to the
 * business that was current, so each one reloads for the new one (the screen itself stays).
 */
export function useSelectBusiness(): (businessId: number) => Promise<CurrentBusiness> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (businessId) => {
      const business = await api.put('/session/business', { body: { businessId } });
      // Cleared, not only revalidated: a screen not on show (revalidateIfStale is off) must not
      // open later with the other business's rows. The new current business is known already.
      // The list of businesses is only revalidated, so the switcher stays on screen meanwhile.
      await Promise.all([
        mutate((key) => key !== CURRENT_BUSINESS_KEY && key !== BUSINESSES_KEY, undefined, { revalidate: true }),
        mutate(CURRENT_BUSINESS_KEY, business, { revalidate: false }),
        mutate(BUSINESSES_KEY),
      ]);
      return business;
    },
    [mutate],
  );
}
