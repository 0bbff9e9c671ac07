import { useCallback } from 'react';
import { z } from '../../../lib/zod';
import { toast } from '../../../components/ui/toast';
import { authContent } from '../../../content/auth';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { isSecondFactorRequired, type SecondFactorMethod, type SecondFactorRequired } from '../../../lib/api/account-security';
import type { CurrentUser } from './current-user';
import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

const v = authContent.validation;

/** `username` holds the username or the email address (POST /api/login reads either); only its presence is checked here. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, v.usernameRequired),
  password: z.string().min(1, v.passwordRequired),
});

export type LoginInput = z.infer<typeof loginSchema>;

export function login(input: Schema<'LoginDto'>): Promise<CurrentUser | SecondFactorRequired> {
  return api.post('/login', { body: input });
}

/** What a password sign-in led to: signed in, refused, or a second step due (two-factor sign-in on). */
export type LoginOutcome = { status: 'signed-in' } | { status: 'failed' } | { status: 'second-step'; methods: SecondFactorMethod[] };

/** POST /api/login; on success the user goes into the session store. */
export function useLogin(): (input: LoginInput) => Promise<LoginOutcome> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (input) => {
      try {
        const result = await login(input);
        if (isSecondFactorRequired(result)) return { status: 'second-step', methods: result.methods };
        const user = result;
        setUser(user);
        toast({ title: authContent.toasts.loginSuccess, description: authContent.toasts.loginSuccessDescription(user.username) });
        return { status: 'signed-in' };
      } catch (err) {
        toast({
          title: authContent.toasts.loginFailed,
          description: errorMessage(err, authContent.toasts.loginFailedFallback),
          variant: 'destructive',
        });
        return { status: 'failed' };
      }
    },
    [setUser],
  );
}
