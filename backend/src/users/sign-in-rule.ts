import { UnauthenticatedError } from '../common/errors/domain-error';
import type { User } from './user.entity';
import { isLocked } from './staff-roles';

export const ACCOUNT_CANNOT_SIGN_IN = 'This account cannot sign in. Please contact the firm.';

/**
 * Whether this account may be signed in at all: the one rule every way in asks (the password,
 * a passkey, the second step, and every request of an existing session). A deactivated staff
 * account (its password hash locked) may not (docs/security.md, "Who may sign in").
 */
export function maySignIn(user: Pick<User, 'password'>): boolean {
  return !isLocked(user);
}

/** 401 for a way in that has already proved who it is (a passkey, a second factor) but may not enter. */
export function assertMaySignIn(user: Pick<User, 'password'>): void {
  if (!maySignIn(user)) throw new UnauthenticatedError('auth.account_cannot_sign_in', ACCOUNT_CANNOT_SIGN_IN);
}
