import type { Request } from 'express';
import type { PendingSignIn } from '../account-security/sign-in-steps.service';
import { User } from '../users/user.entity';
import '../account-security/session-data';

/**
 * The HTTP half of signing in, for the sign-in routes only: what happens to the session and its
 * id. The rules (whether a second step is owed, how long it waits) are SignInStepsService's.
 */

/** Signs a user in on this request: a new session id first (no fixation; session-middleware.ts). */
export async function logIn(req: Request, user: User): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err as Error) : resolve())));
  req.session.authenticatedAt = Date.now();
}

/**
 * Takes a sign-in back after the right password while a second step is owed: a fresh session id
 * that knows only who is half-way in, and no user (so every guarded route answers 401).
 */
export async function holdForSecondStep(req: Request, pending: PendingSignIn): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err as Error) : resolve())));
  req.user = undefined;
  req.session.secondFactor = pending;
}
