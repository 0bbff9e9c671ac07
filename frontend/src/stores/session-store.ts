import { create } from 'zustand';
import type { CurrentUser } from '../features/auth/api/current-user';

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
