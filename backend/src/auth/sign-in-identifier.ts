import { isEmail } from 'class-validator';
import { canonicalUsername } from '../users/username';

/** The longest email address an account can have (users.email, users/dto/account-fields.dto.ts). */
export const SIGN_IN_EMAIL_MAX_LENGTH = 254;

/** What the sign-in form's one name field holds, in the canonical form it is looked up under. */
export interface SignInIdentifier {
  kind: 'username' | 'email';
  /** A canonical username (users/username.ts), or the trimmed, lower-cased email address as stored. */
  canonical: string;
}

/**
 * Reads the sign-in name as a username or, when it contains "@" (which no username may), as an
 * email address. Null when the text could never be an account's: a username outside the username
 * rule, or an address registration would have refused (the same isEmail check with the same
 * options). Such text is answered as a wrong password without a lookup, as odd usernames always were.
 */
export function readSignInIdentifier(raw: unknown): SignInIdentifier | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!trimmed.includes('@')) {
    const username = canonicalUsername(trimmed);
    return username ? { kind: 'username', canonical: username } : null;
  }
  if (trimmed.length > SIGN_IN_EMAIL_MAX_LENGTH || !isEmail(trimmed)) return null;
  // Addresses are stored lower-cased (auth.service.ts register, account change-email, staff accounts).
  return { kind: 'email', canonical: trimmed.toLowerCase() };
}
