/**
 * Where an obligation for a period stands (docs/compliance.md, "Status, proof and who did it").
 * Staff set it; the business sees the same. "Overdue" is not a status: it is derived, past the due
 * date (in the firm's time zone) and not yet done.
 */
export const OBLIGATION_STATUSES = ['upcoming', 'awaiting_client', 'in_progress', 'submitted', 'paid', 'not_applicable'] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/** The statuses that mean nothing more is owed: no reminder, never overdue. */
export const SETTLED_STATUSES: readonly ObligationStatus[] = ['submitted', 'paid', 'not_applicable'];

/** Past its due date (yyyy-MM-dd, the firm's `today`) and not settled. */
export function isOverdue(o: { status: ObligationStatus; dueDate: string }, today: string): boolean {
  return o.dueDate < today && !SETTLED_STATUSES.includes(o.status);
}
