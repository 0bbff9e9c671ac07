import { type CurrentUser } from '../stores/session-store';

export type StaffRole = 'admin' | 'manager' | 'accountant';

/**
 * The role a user acts with on the staff side, as the API decides it (backend staff-roles.ts):
 * admin, manager and accountant by role; the isStaff flag alone acts as an accountant.
 */
export function staffRoleOf(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): StaffRole | null {
  if (!user) return null;
  if (user.role === 'admin' || user.role === 'manager' || user.role === 'accountant') return user.role;
  return user.isStaff ? 'accountant' : null;
}

export function isStaffUser(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): boolean {
  return staffRoleOf(user) !== null;
}

/**
 * Whether this staff member may void invoices and refund them by credit note: managers and admins
 * (backend BILLING_CORRECTION_ROLES in staff-roles.ts, docs/billing.md). The screens hide what the
 * API would refuse with 403.
 */
export function mayCorrectBilling(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): boolean {
  const role = staffRoleOf(user);
  return role === 'admin' || role === 'manager';
}

/**
 * Whether this staff member may start a subscription on account, before its invoice is paid: an
 * admin's decision only (the API's `Access.staff('admin')` on the route, docs/billing.md).
 */
export function mayStartOnAccount(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): boolean {
  return staffRoleOf(user) === 'admin';
}

/**
 * Whether this staff member may onboard a client (a new business, or a sign-up enquiry invited as
 * one): managers and admins, as the API's onboarding routes allow (docs/client-businesses.md).
 */
export function mayOnboardClients(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): boolean {
  const role = staffRoleOf(user);
  return role === 'admin' || role === 'manager';
}

/**
 * Whether this staff member may countersign or withdraw an engagement letter for the firm: managers
 * and admins (the countersign and withdraw routes' Access.staff('manager', 'admin'),
 * docs/engagement-letters.md).
 */
export function mayDecideOnLetters(user: Pick<CurrentUser, 'role' | 'isStaff'> | null): boolean {
  const role = staffRoleOf(user);
  return role === 'admin' || role === 'manager';
}
