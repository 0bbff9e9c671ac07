import { useCallback } from 'react';
import { z } from '../../../lib/zod';
import { settingsContent } from '../../../content/dashboard';
import { useSessionStore } from '../../../stores/session-store';
import { type CurrentUser } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

const v = settingsContent.validation;

export const changeEmailSchema = z.object({
  newEmail: z.string().trim().pipe(z.email(v.newEmail)),
  password: z.string().min(1, v.password),
});

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export function changeEmail(input: Schema<'ChangeEmailDto'>): Promise<CurrentUser> {
  return api.post('/user/change-email', { body: input });
}

/** POST /api/user/change-email; the updated user replaces the one in the session store. */
export function useChangeEmail(): (input: ChangeEmailInput) => Promise<CurrentUser> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (input) => {
      const user = await changeEmail(input);
      setUser(user);
      return user;
    },
    [setUser],
  );
}
