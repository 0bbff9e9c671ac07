/**
 * The account rules a person meets on both sides (docs/auth-and-accounts.md, docs/security.md):
 * the server enforces them, and the forms check the same rule while it is typed, with the same
 * sentences. The list of common passwords stays on the server (it is large, and a browser does not
 * need it to be safe).
 */

/**
 * What a username may be. Registration refuses anything else, and sign-in uses it to refuse
 * spellings that could never have been registered (accented letters, soft hyphens, zero-width
 * spaces, full-width forms) before any lookup: on MariaDB's accent- and case-insensitive
 * collations such spellings used to find the account, each with a budget of guesses of its own.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;

/**
 * The canonical form a username is compared and rate-limited under (trimmed, ASCII lower case),
 * or null when the text cannot be any account's username.
 */
export function canonicalUsername(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(trimmed)) return null;
  return trimmed.toLowerCase();
}

/**
 * The password rule, for every form that sets a password (registration, change password, password
 * reset, staff members): 8 to 128 characters, not a common password (checked by the server), and
 * not containing the username or the email address's local part.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common and easy to guess. Please choose another.',
  personal: 'Password must not contain your username or the name part of your email address',
} as const;

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/**
 * The rule's personal part: whether the password contains the username or the email's local part,
 * each counted from three characters (a two-letter name would forbid half the dictionary), case
 * ignored.
 */
export function passwordContainsPersonalPart(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  return [owner.username, owner.email?.split('@')[0]]
    .map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : ''))
    .filter((s) => s.length >= 3)
    .some((s) => lower.includes(s));
}
