import { createHash, randomBytes } from 'node:crypto';

/** A link token: 256 random bits for the link, only their SHA-256 for the database. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
