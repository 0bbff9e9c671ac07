import type { Request, Response } from 'express';

/** Name of the session cookie (HttpOnly, the only credential). */
export const SESSION_COOKIE = 'sid';

/**
 * A readable, non-secret hint that this browser has signed in, so public pages skip asking
 * GET /api/user when nobody is (a 401 there is logged as a console error by browsers, and costs a
 * request on every page view). It grants nothing: the session cookie alone authenticates, and a
 * stale hint only leads to one 401, after which the frontend drops it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function setSignedInHint(req: Request, res: Response, maxAgeMs: number): void {
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: req.secure, httpOnly: false, maxAge: maxAgeMs });
}

/** Ends the browser's sign-in: the session cookie and the hint. */
export function clearSessionCookies(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
