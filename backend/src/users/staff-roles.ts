import type { User, UserRole } from './user.entity';

/** Roles that reach the staff side. */
export const STAFF_ROLES = ['admin', 'manager', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Prefix that locks a deactivated staff account's password hash, as `passwd -l` does on Unix: the
 * stored value is no longer a valid argon2 hash, so every login fails with the ordinary "Invalid
 * username or password", while reactivation restores the original hash. No schema change needed,
 * and the account keeps its role so it never appears among the clients.
 */
export const LOCKED_PASSWORD_PREFIX = '!locked:';

export function isLocked(user: Pick<User, 'password'>): boolean {
  return user.password.startsWith(LOCKED_PASSWORD_PREFIX);
}

/**
 * The role a user acts with on the staff side, or null for a client or a deactivated account.
 * A user flagged isStaff without a staff role gets the narrowest staff scope (accountant): the flag
 * says "works here", not "sees everything".
 */
export function staffRoleOf(user: Pick<User, 'role' | 'isStaff' | 'password'>): StaffRole | null {
  if (isLocked(user)) return null;
  if ((STAFF_ROLES as readonly UserRole[]).includes(user.role)) return user.role as StaffRole;
  return user.isStaff ? 'accountant' : null;
}

/**
 * Who may correct billing: void an invoice or refund one by a credit note. Both undo money the
 * firm has asked for or received, so they sit with managers and admins; an accountant still
 * confirms EFT payments of their clients (docs/billing.md, "Who may do what").
 */
export const BILLING_CORRECTION_ROLES = ['admin', 'manager'] as const satisfies readonly StaffRole[];

/**
 * The firm's finance people: the firm has no finance role, so those who may correct billing
 * (managers and admins) are the ones told of money waiting to be confirmed, besides the client's
 * own accountants: a client's proof of payment goes to both (docs/billing.md, "Proof of payment").
 */
export const FINANCE_ROLES: readonly StaffRole[] = BILLING_CORRECTION_ROLES;

/** Managers and admins see every client; an accountant only the clients assigned to them. */
export function seesAllClients(user: Pick<User, 'role' | 'isStaff' | 'password'>): boolean {
  const role = staffRoleOf(user);
  return role === 'admin' || role === 'manager';
}
