/**
 * The server sets this readable, non-secret cookie at sign-in and clears it at sign-out (see
 * backend/src/auth/session-cookie.ts): without it nobody is signed in, so there is nothing to ask.
 */
const SIGNED_IN_HINT = /(?:^|;\s*)signed_in=1(?:;|$)/;

export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && SIGNED_IN_HINT.test(document.cookie);
}
