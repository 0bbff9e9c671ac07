/**
 * The one rule for what a username may be. Registration refuses anything else, and sign-in uses
 * it to refuse spellings that could never have been registered (accented letters, soft hyphens,
 * zero-width spaces, full-width forms) before any lookup: on MariaDB's accent- and
 * case-insensitive collations such spellings used to find the account, each with a budget of
 * guesses of its own.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
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
