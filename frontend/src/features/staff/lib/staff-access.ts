import type { CurrentUser } from '../../auth/api/current-user';

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

/** Today's date in South Africa (UTC+2, no daylight saving), the calendar the API checks due dates by. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Date(now.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
}
