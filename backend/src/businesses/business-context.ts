import type { ClientRole } from './business-roles';

/**
 * The business a client-side request acts on, and the caller's role in it. The session store
 * reads it in the session's one statement (session/typeorm-session.store.ts); access/ resolves it
 * for the request (current-business.ts).
 */
export interface BusinessContext {
  readonly id: number;
  readonly name: string;
  readonly role: ClientRole;
  /** The business's lists version (client-lists/lists-version.ts), read with the membership. */
  readonly listsVersion: string | null;
}
