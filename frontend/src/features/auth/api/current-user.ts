import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** The employee records carried on the user (spec section 3: companyEmployees). */
export interface CompanyEmployee {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  employeeId: string | null;
  taxNumber: string | null;
  salaryAmount: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

/** GET /api/user, as UserResponseDto in the backend defines it. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: 'client' | 'admin' | 'accountant' | 'manager';
  isStaff: boolean;
  company: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
  annualRevenue: string | null;
  numberOfEmployees: number | null;
  isProfileComplete: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  companyEmployees: CompanyEmployee[];
}

/**
 * The server sets this readable, non-secret cookie at sign-in and clears it at sign-out (see
 * backend/src/auth/session-cookie.ts): without it nobody is signed in, so there is nothing to ask.
 */
const SIGNED_IN_HINT = /(?:^|;\s*)signed_in=1(?:;|$)/;

export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && SIGNED_IN_HINT.test(document.cookie);
}

function dropSignedInHint(): void {
  document.cookie = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';
}

/** 401 means nobody is signed in: no user, not an error (spec section 7). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A visitor who never signed in (most of the public site's traffic) costs no request and no 401.
  if (!hasSignedInHint()) return null;
  try {
    return await apiRequest<CurrentUser>('/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // The session ended (idle or absolute timeout) while the hint stayed: forget it.
      dropSignedInHint();
      return null;
    }
    throw err;
  }
}

/** Loads the session user into the store once per page load. */
export function useLoadCurrentUser(): void {
  const setUser = useSessionStore((s) => s.setUser);
  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser()
      .then((user) => {
        if (!cancelled) setUser(user);
      })
      .catch(() => {
        if (!cancelled) setUser(null);
      });
    return () => {
      cancelled = true;
    };
  }, [setUser]);
}

/**
 * The SWR key for a per-user API path: null (no request) until someone is signed in, so data
 * queries run only with a user (spec section 6).
 */
export function useUserKey(path: string): string | null {
  const hasUser = useSessionStore((s) => s.user !== null);
  return hasUser ? path : null;
}
