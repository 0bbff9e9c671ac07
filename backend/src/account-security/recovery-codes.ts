import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read off paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A fresh code, shown as XXXXX-XXXXX (about 49 bits of randomness). */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** What the user typed, in the form codes are hashed in: capitals, no dashes or spaces. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Salted SHA-256 (ASVS 2.6.2: a random salt per lookup secret). A slow hash adds nothing here:
 * the codes are random, not chosen by people, and guessing is rate limited.
 */
export function hashRecoveryCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256')
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest('hex')}`;
}

export function recoveryCodeMatches(input: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = hashRecoveryCode(input, salt).split(':')[1];
  return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}
