/**
 * What a client-side person may do with a client's data. A client route names the one capability
 * it needs (`@Access.client('billing')`); the table below says which role holds which. The list is
 * closed and small on purpose: one capability per area a member role would be given or refused.
 */
export const CLIENT_CAPABILITIES = [
  /** The client's profile and company details. */
  'profile',
  /** Documents, uploads and the firm's shared documents. */
  'documents',
  /** Document requests from the firm. */
  'requests',
  /** Invoices, payments and subscriptions. */
  'billing',
  /** The client's employees (payroll data). */
  'employees',
  /** Secure messages with the firm. */
  'messages',
  /** Who else acts for the client, and with which role. */
  'people',
] as const;
export type ClientCapability = (typeof CLIENT_CAPABILITIES)[number];

/**
 * The roles a person can hold towards a client's data. Today there is one: every client is the
 * owner of their own data. docs/security.md ("Access") describes how member roles join this list.
 */
export const CLIENT_ROLES = ['owner'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/**
 * THE table: which capabilities each client role grants. Adding a member role means one line here
 * (and its name in CLIENT_ROLES); no controller changes, since routes name capabilities, not roles.
 */
export const CLIENT_ROLE_CAPABILITIES: Readonly<Record<ClientRole, readonly ClientCapability[]>> = {
  owner: CLIENT_CAPABILITIES,
};

/** Whether `role` may use a route that needs `capability`. */
export function roleGrants(role: ClientRole, capability: ClientCapability): boolean {
  return CLIENT_ROLE_CAPABILITIES[role].includes(capability);
}
