import type { Schema } from '../api-types';
import type { BusinessCapability } from '../content/businesses';

/** A grant as GET /api/businesses/current lists it: `read` may see, `write` may also change. */
export type Grant = Schema<'GrantDto'>['grant'];
export type Grants = ReadonlyArray<Schema<'GrantDto'>>;

/** What a screen or an action needs of the role: a capability at a grant. */
export interface Need {
  capability: BusinessCapability;
  grant: Grant;
}

/**
 * Whether the grants allow `capability` at `grant`: a `write` grant includes `read`, and a
 * capability the list lacks is refused, exactly as the API's guard decides
 * (CLIENT_ROLE_GRANTS in the backend, docs/client-businesses.md). The screens only hide what the
 * API would refuse; the API still decides.
 */
export function can(grants: Grants, capability: BusinessCapability, grant: Grant = 'read'): boolean {
  const held = grants.find((g) => g.capability === capability)?.grant;
  if (!held) return false;
  return grant === 'read' || held === 'write';
}

/**
 * What each dashboard screen needs of the role (paths as the route table spells them). The side
 * navigation hides a screen the role cannot read, and a screen reached directly says so instead
 * of failing. Screens not listed (the overview, settings, activity) are open to every member.
 */
export const SCREEN_NEEDS: Readonly<Record<string, Need>> = {
  '/dashboard/documents': { capability: 'documents', grant: 'read' },
  '/dashboard/uploads': { capability: 'documents', grant: 'write' },
  '/dashboard/company': { capability: 'profile', grant: 'read' },
  '/dashboard/employees': { capability: 'employees', grant: 'read' },
  '/dashboard/subscriptions': { capability: 'billing', grant: 'read' },
  '/dashboard/payments': { capability: 'billing', grant: 'read' },
  '/dashboard/messages': { capability: 'messages', grant: 'read' },
  '/dashboard/messages/new': { capability: 'messages', grant: 'write' },
  '/dashboard/messages/:conversationId': { capability: 'messages', grant: 'read' },
  '/dashboard/people': { capability: 'people', grant: 'write' },
  '/dashboard/tax-calendar': { capability: 'compliance', grant: 'read' },
  '/dashboard/engagement': { capability: 'engagement', grant: 'read' },
  '/dashboard/engagement/:letterId': { capability: 'engagement', grant: 'read' },
  '/checkout': { capability: 'billing', grant: 'write' },
  '/checkout/package/:serviceId': { capability: 'billing', grant: 'write' },
  '/checkout/:invoiceId': { capability: 'billing', grant: 'write' },
};

/** Whether a screen is open to these grants (a screen with no need is open to all). */
export function canOpen(grants: Grants, path: string): boolean {
  const need = SCREEN_NEEDS[path];
  return !need || can(grants, need.capability, need.grant);
}
