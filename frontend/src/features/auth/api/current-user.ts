import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore, type CurrentUser } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { hasSignedInHint } from './signed-in-hint';
import { api } from '../../../lib/api/client';

/** The employee records carried on the user (companyEmployees). */
export type CompanyEmployee = Schema<'EmployeeResponseDto'>;

export type { CurrentUser };

// In a module of its own, so the public pages' entry reads it without React (src/entry-public.ts).
export { hasSignedInHint } from './signed-in-hint';

function dropSignedInHint(): void {
  document.cookie = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';
}

/** 401 means nobody is signed in: no user, not an error (docs/auth-and-accounts.md). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A visitor who never signed in (most of the public site's traffic) costs no request and no 401.
  if (!hasSignedInHint()) return null;
  try {
    return await api.get('/user');
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
