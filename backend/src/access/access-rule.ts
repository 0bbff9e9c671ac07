import type { StaffRole } from '../users/staff-roles';
import type { ClientCapability, Grant } from './client-capabilities';

/**
 * What a route needs from its caller, declared once per controller or handler with `@Access`.
 * - public: anyone, signed in or not;
 * - signed-in: any signed-in person, client or staff, acting on their own account;
 * - client: a person acting for their current client business, holding `capability` in it (to
 *   the extent `grant`, else by the request's method: client-capabilities.ts). Staff who
 *   call such a route act on their own (empty) data, as they always have; the capability check
 *   applies to client-side people;
 * - staff: staff only; when `roles` is not empty, only those staff roles.
 */
export type AccessRule =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'client'; readonly capability: ClientCapability; readonly grant?: Grant }
  | { readonly kind: 'staff'; readonly roles: readonly StaffRole[] };

/** Whether the rule needs a session (the OpenAPI document's security follows this). */
export function needsSession(rule: AccessRule | undefined): boolean {
  // Undeclared routes are treated as signed-in (see AccessGuard), so they need a session too.
  return rule?.kind !== 'public';
}
