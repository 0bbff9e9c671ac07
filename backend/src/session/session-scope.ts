import type { Request } from 'express';
import { SESSION_COOKIE } from './session-cookie';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Anonymous POSTs that never start a session: a visitor's enquiry (the home page's and the contact
 * page's forms) and PayFast's payment notification. Without a session cookie they skip the session
 * middleware: they never start a session, so they need no session object and no check at the end.
 * (Under express-session a skipped session was a twelfth of an enquiry's cost: docs/performance.md,
 * "Every promise watched, and the mail's clock".)
 * Sign-in, registration and the passkey and invitation steps start a session from nothing, so every
 * other POST keeps it; leaving a route out of this list costs only time.
 */
const SESSIONLESS_POSTS: ReadonlySet<string> = new Set(['/api/waitlist', '/api/billing/payfast/notify']);

/**
 * Whether a request goes through the session middleware (session-middleware.ts). A request with the
 * session cookie always does (its session is read, checked and kept alive); a read without it
 * has no session to load and cannot start one, so public pages, assets and the catalogue skip it.
 */
export function requestUsesSession(req: Pick<Request, 'method' | 'path' | 'headers'>): boolean {
  if (SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '')) return true;
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  return !(req.method === 'POST' && SESSIONLESS_POSTS.has(req.path));
}
