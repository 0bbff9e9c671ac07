/** How a mail greets its reader: the first name they gave, else their username. */
export function greetingName(user: { firstName?: string | null; username: string }): string {
  return user.firstName?.trim() || user.username;
}
