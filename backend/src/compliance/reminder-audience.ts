import type { ClientRole } from '../businesses/business-roles';
import type { ObligationType } from './rules';

/**
 * Who in a client business is reminded of an obligation (docs/compliance.md, "Reminders"): the
 * one place this is decided. Payroll returns concern the owners and the payroll administrator;
 * the other returns and payments concern the owners, finance and the bookkeepers. Viewers are
 * never reminded (they can read the calendar and subscribe to its feed). Each person's own
 * notification settings then decide (`complianceReminders`).
 */
const PAYROLL: readonly ClientRole[] = ['owner', 'payroll'];
const FINANCE: readonly ClientRole[] = ['owner', 'finance', 'bookkeeper'];

export const REMINDER_AUDIENCE: Readonly<Record<ObligationType, readonly ClientRole[]>> = {
  EMP201: PAYROLL,
  EMP501_INTERIM: PAYROLL,
  EMP501_ANNUAL: PAYROLL,
  VAT201: FINANCE,
  IRP6_FIRST: FINANCE,
  IRP6_SECOND: FINANCE,
  IRP6_THIRD: FINANCE,
  ITR14: FINANCE,
  CIPC_ANNUAL_RETURN: FINANCE,
  COIDA_ROE: FINANCE,
};
