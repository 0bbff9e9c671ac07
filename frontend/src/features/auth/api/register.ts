import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast';
import { authContent } from '../../../content/auth';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import type { CurrentUser } from './current-user';
import { api } from '../../../lib/api/client';
import { type RegisterParsed, type RegisterPayload, toRegisterPayload } from '../../../lib/register-schema';

export {
  registerSchema,
  toRegisterPayload,
  type RegisterFormValues,
  type RegisterParsed,
  type RegisterPayload,
} from '../../../lib/register-schema';

export function register(payload: RegisterPayload): Promise<CurrentUser> {
  return api.post('/register', { body: payload });
}

export type RegisterResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** POST /api/register; the new user is signed in and goes into the session store. */
export function useRegister(): (values: RegisterParsed) => Promise<RegisterResult> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (values) => {
      try {
        const user = await register(toRegisterPayload(values));
        setUser(user);
        toast({ title: authContent.toasts.registerSuccess, description: authContent.toasts.registerSuccessDescription });
        return { ok: true };
      } catch (err) {
        toast({
          title: authContent.toasts.registerFailed,
          description: errorMessage(err, authContent.toasts.registerFailedFallback),
          variant: 'destructive',
        });
        return { ok: false, fieldErrors: err instanceof ApiError ? err.fieldErrors : {} };
      }
    },
    [setUser],
  );
}
