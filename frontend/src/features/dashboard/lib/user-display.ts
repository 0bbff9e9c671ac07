/** How the shell names the signed-in user (docs/auth-and-accounts.md). */
export interface NamedUser {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** First letters of first and last name, else the first two letters of the username, else U. */
export function userInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const username = user?.username?.trim();
  if (username) return username.slice(0, 2).toUpperCase();
  return 'U';
}

/** The full name, or the username when no name is set. */
export function userDisplayName(user: NamedUser): string {
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return full || user.username;
}

/** The first name for the welcome line, or the username. */
export function userGreetingName(user: NamedUser): string {
  return user.firstName?.trim() || user.username;
}
