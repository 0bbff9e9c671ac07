import { createHash, randomBytes } from 'node:crypto';

/** A link token: 256 random bits for the link, only their SHA-256 for the database. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Link expiry instants are kept as epoch milliseconds in a bigint column, which drivers may read back as a string. */
export const epochMs = { to: (v: number): number => v, from: (v: string | number): number => Number(v) };
