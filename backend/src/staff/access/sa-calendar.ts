/** The firm works on Cape Town time: "today" and "overdue" are judged by the South African calendar. */
const SA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in South Africa as yyyy-MM-dd (en-CA formats dates that way). */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return SA_DATE.format(now);
}

/** A pending request is overdue from the day after its due date (yyyy-MM-dd strings compare in date order). */
export function isPastDue(dueDate: string | null, now: Date = new Date()): boolean {
  return dueDate !== null && dueDate < todayInSouthAfrica(now);
}
