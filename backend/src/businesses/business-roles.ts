/**
 * The roles a person can hold in a client business (docs/client-businesses.md). What each role may
 * do is the table in access/client-capabilities.ts; this list is the one home of the names, shared
 * by the membership rows, the API's DTOs and the screens (through the OpenAPI document).
 */
export const CLIENT_ROLES = ['owner', 'finance', 'bookkeeper', 'payroll', 'viewer'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export function isClientRole(value: unknown): value is ClientRole {
  return typeof value === 'string' && (CLIENT_ROLES as readonly string[]).includes(value);
}
