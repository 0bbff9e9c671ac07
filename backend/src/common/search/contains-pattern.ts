/**
 * A LIKE pattern for "contains", with the wildcard characters in the search text escaped so that
 * searching for "50%" finds "50%" and not everything. The escape character is '!' because a
 * backslash means different things in SQLite and MariaDB string literals; use with LIKE_ESCAPE and
 * lower-cased columns so matching is the same on both.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";
