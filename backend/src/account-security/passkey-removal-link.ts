import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long the "remove all passkeys" link of a password reset works. */
export const PASSKEY_REMOVAL_LINK_DAYS = 7;

/**
 * The "remove all passkeys" link a password reset answers and mails (docs/account-security.md).
 * Nothing is stored: the token names the account and an expiry, signed with a key derived from
 * the session secret over the account's password hash as well, so the next password change voids
 * it. Removing every passkey twice does nothing more, so a link used twice is harmless.
 */
export class PasskeyRemovalLinks {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('passkey-removal-link').digest();
  }

  issue(user: { id: number; password: string }, nowMs: number): string {
    const payload = Buffer.from(`${user.id}.${nowMs + PASSKEY_REMOVAL_LINK_DAYS * 86_400_000}`).toString('base64url');
    return `${payload}.${this.sign(payload, user.password)}`;
  }

  /** The account a token claims to be for, before its signature is checked; null when malformed or expired. */
  claimedUserId(token: string, nowMs: number): number | null {
    const [payload] = token.split('.');
    const [id, expires] = Buffer.from(payload ?? '', 'base64url')
      .toString()
      .split('.');
    if (!/^\d+$/.test(id ?? '') || !/^\d+$/.test(expires ?? '') || Number(expires) < nowMs) return null;
    return Number(id);
  }

  /** True when the token was issued for this account while it had this password hash. */
  verify(token: string, user: { password: string }): boolean {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.sign(payload, user.password));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(payload: string, passwordHash: string): string {
    const bound = createHash('sha256').update(passwordHash).digest('hex');
    return createHmac('sha256', this.key).update(`${payload}.${bound}`).digest('base64url');
  }
}
