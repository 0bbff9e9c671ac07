import { useCallback } from 'react';
import { z } from '../../../lib/zod';
import { toast } from '../../../components/ui/toast';
import { authContent } from '../../../content/auth';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import type { CurrentUser } from './current-user';

const v = authContent.validation;

export const loginSchema = z.object({
  username: z.string().trim().min(1, v.usernameRequired),
  password: z.string().min(1, v.passwordRequired),
});

export type LoginInput = z.infer<typeof loginSchema>;

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/login', { method: 'POST', json: input });
}

/** POST /api/login; on success the user goes into the session store. Resolves to whether it worked. */
export function useLogin(): (input: LoginInput) => Promise<boolean> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (input) => {
      try {
        const user = await login(input);
        setUser(user);
        toast({ title: authContent.toasts.loginSuccess, description: authContent.toasts.loginSuccessDescription(user.username) });
        return true;
      } catch (err) {
        toast({
          title: authContent.toasts.loginFailed,
          description: errorMessage(err, authContent.toasts.loginFailedFallback),
          variant: 'destructive',
        });
        return false;
      }
    },
    [setUser],
  );
}
