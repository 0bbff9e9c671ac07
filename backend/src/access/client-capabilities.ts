import type { DocumentCategory, FirmDocumentCategory } from '@table-bay/shared';
import type { ClientRole } from '../businesses/business-roles';

export { CLIENT_ROLES, type ClientRole } from '../businesses/business-roles';

/**
 * What a person acting for a client business may do with its data. A client route names the one
 * capability it needs (`@Access.client('billing')`); the table below says which role holds which,
 * and how far. The list is closed and small on purpose: one capability per area a role is given
 * or refused (docs/client-businesses.md, "Roles").
 */
export const CLIENT_CAPABILITIES = [
  /** The business's profile and company details; the overview. */
  'profile',
  /** Documents, uploads and the firm's shared documents. */
  'documents',
  /** Document requests from the firm. */
  'requests',
  /** Invoices, payments and subscriptions. */
  'billing',
  /** Changing the business's package: what the firm does for it and what it owes each month, an owner's decision. */
  'package',
  /** The business's employees (payroll data). */
  'employees',
  /** Secure messages with the firm. */
  'messages',
  /** Who acts for the business, with which role; invitations. */
  'people',
  /** The tax calendar: SARS and CIPC obligations, their status and proof (docs/compliance.md). */
  'compliance',
  /** What the firm is working on for the business and what waits on it (docs/work.md). */
  'work',
  /** Engagement letters: reading them, and signing one for the business (docs/engagement-letters.md). */
  'engagement',
] as const;
export type ClientCapability = (typeof CLIENT_CAPABILITIES)[number];

/**
 * How far a grant goes: `read` lets a person see (GET and HEAD), `write` also change (every other
 * method). A route can say it only reads although it is a POST (`@Access.client(c, 'read')`).
 */
export type Grant = 'read' | 'write';

/**
 * THE table: what each role of a client business may do. The API's checks (AccessGuard), the
 * screens (through GET /api/businesses/current, which lists the caller's grants) and
 * docs/client-businesses.md follow it; test/business-roles.e2e-spec.ts tries every role against
 * every client route from it. A capability missing from a row is refused.
 */
export const CLIENT_ROLE_GRANTS: Readonly<Record<ClientRole, Readonly<Partial<Record<ClientCapability, Grant>>>>> = {
  owner: {
    profile: 'write',
    documents: 'write',
    requests: 'write',
    billing: 'write',
    package: 'write',
    employees: 'write',
    messages: 'write',
    people: 'write',
    compliance: 'write',
    work: 'write',
    engagement: 'write',
  },
  finance: {
    profile: 'read',
    billing: 'write',
    package: 'read',
    documents: 'write',
    messages: 'write',
    compliance: 'write',
    work: 'read',
    engagement: 'read',
  },
  bookkeeper: {
    profile: 'write',
    documents: 'write',
    requests: 'write',
    employees: 'write',
    messages: 'write',
    compliance: 'write',
    work: 'read',
  },
  payroll: {
    profile: 'read',
    documents: 'write',
    requests: 'read',
    employees: 'write',
    messages: 'write',
    compliance: 'read',
    work: 'read',
  },
  viewer: { profile: 'read', documents: 'read', requests: 'read', messages: 'read', compliance: 'read', work: 'read' },
};

/**
 * The document categories that concern payroll: what a client uploads (`payroll_tax`) and what the
 * firm publishes (`payslip`), from the category lists in @table-bay/shared.
 */
export const PAYROLL_DOCUMENT_CATEGORIES: readonly (DocumentCategory | FirmDocumentCategory)[] = ['payroll_tax', 'payslip'];

/**
 * Roles whose `documents` and `requests` grants reach only some categories: the payroll
 * administrator sees, uploads and is asked for payroll papers only. A role missing here reaches
 * every category its grants allow. The documents module applies it (another category's document
 * is not found; an upload in another category is refused).
 */
export const CLIENT_ROLE_DOCUMENT_CATEGORIES: Readonly<Partial<Record<ClientRole, readonly string[]>>> = {
  payroll: PAYROLL_DOCUMENT_CATEGORIES,
};

/** The categories `role` may reach in documents and requests, or null for all of them. */
export function documentCategoriesOf(role: ClientRole): readonly string[] | null {
  return CLIENT_ROLE_DOCUMENT_CATEGORIES[role] ?? null;
}

/** Whether `role` reaches documents and requests of `category`. */
export function roleReachesCategory(role: ClientRole, category: string): boolean {
  const only = documentCategoriesOf(role);
  return only === null || only.includes(category);
}

/** Whether `role` may use a route that needs `capability` to the extent `needed`. */
export function roleGrants(role: ClientRole, capability: ClientCapability, needed: Grant = 'write'): boolean {
  const granted = CLIENT_ROLE_GRANTS[role][capability];
  return granted === 'write' || (granted === 'read' && needed === 'read');
}

/** What a request needs by its method: reading for GET and HEAD, writing otherwise. */
export function grantNeededFor(method: string): Grant {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/** A role's grants as a list for the API and the screens. */
export function grantsOf(role: ClientRole): Array<{ capability: ClientCapability; grant: Grant }> {
  return CLIENT_CAPABILITIES.flatMap((capability) => {
    const grant = CLIENT_ROLE_GRANTS[role][capability];
    return grant ? [{ capability, grant }] : [];
  });
}
