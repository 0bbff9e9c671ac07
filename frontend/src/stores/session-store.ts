import { create } from 'zustand';
import type { Schema } from '../api-types';

/** The signed-in user as GET /api/user answers. */
export type CurrentUser = Schema<'UserResponseDto'>;

export type SessionStatus = 'loading' | 'ready';

interface SessionState {
  /** The signed-in user, or null when nobody is signed in. */
  user: CurrentUser | null;
  /** 'loading' until GET /api/user has answered once. */
  status: SessionStatus;
  setUser: (user: CurrentUser | null) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  user: null,
  status: 'loading',
  setUser: (user) => set({ user, status: 'ready' }),
  clear: () => set({ user: null, status: 'ready' }),
}));

/**
 * The SWR key for a per-user API path: null (no request) until someone is signed in, so data
 * queries run only with a user (docs/decisions/0003-sign-out-clears-everything.md).
 */
export function useUserKey<Key extends string>(path: Key): Key | null {
  const hasUser = useSessionStore((s) => s.user !== null);
  return hasUser ? path : null;
}
