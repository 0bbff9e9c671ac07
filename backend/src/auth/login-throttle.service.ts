import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TooManyError } from '../common/errors/domain-error';
import { COUNTER_STORE, CounterStore } from '../common/rate-limit/counter-store';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** Cookie proving this browser has signed in to an account before (OWASP "device cookies"). */
export const DEVICE_COOKIE = 'login_device';

export const TOO_MANY_FROM_NETWORK = 'Too many failed sign-in attempts from your network. Please wait a few minutes and try again.';

/** The sentence for a delayed attempt, naming how long to wait. */
export function tooManyForAccount(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Please wait ${wait} and try again.`;
}

/** Where a sign-in attempt comes from, as the login guard reads it off the request. */
export interface LoginSource {
  /**
   * The name the attempt counts under (AuthService.signInName): the account's canonical username
   * whether its username or its email address was typed, else the canonical text typed; null when
   * the text could never name an account.
   */
  name: string | null;
  ip: string | null;
  /** The request's Cookie header, which may carry the device cookie. */
  cookieHeader: string | undefined;
}

/** A refused attempt (429): it may be tried again after `retryAfterSeconds` (the login guard sends Retry-After). */
export class LoginRefusedError extends TooManyError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('auth.login_refused', message);
  }
}

/** The device cookie to set after a sign-in. */
export interface DeviceCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string; maxAge: number };
}

/** What one sign-in attempt is counted under. */
export interface LoginAttempt {
  /** The name it counts under (LoginSource.name), or null when the text could never name an account. */
  name: string | null;
  /** The account's failure counter: this browser's own when it carries a valid device cookie. */
  accountKey: string | null;
  ipKey: string;
  /**
   * Whether the account's counter already holds this attempt (taken in the free budget before the
   * password check); false when it went through the one-attempt-per-delay slot instead.
   */
  accountTaken: boolean;
}

/**
 * Sign-in limits, after OWASP's "Slow down online guessing attacks with device cookies":
 * - failures only are counted, so signing in many times never locks anyone out;
 * - per account (one counter whether its username or its email address is typed), the first
 *   LOGIN_LIMIT_PER_USERNAME failures are free, then each further attempt must wait a delay that
 *   doubles (LOGIN_DELAY_BASE_SECONDS up to LOGIN_DELAY_MAX_SECONDS) instead of hitting a wall
 *   for everybody;
 * - a browser that has signed in to the account before carries a signed device cookie and has a
 *   failure counter of its own, so an attacker elsewhere cannot lock the owner out;
 * - per IP address, LOGIN_LIMIT_PER_IP failures within the window stop further attempts.
 * The counters are shared by every instance (database, or Redis).
 */
@Injectable()
export class LoginThrottleService {
  private readonly deviceKey: Buffer;

  constructor(
    @Inject(COUNTER_STORE) private readonly store: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A key of its own, derived from the session secret, so a device cookie can never pass for anything else.
    this.deviceKey = createHmac('sha256', config.session.secret).update('login-device-cookie').digest();
  }

  /**
   * Throws LoginRefusedError (429) when this attempt may not be tried yet; else takes it from
   * the budgets and says what it counts under. The attempt is taken before the password is hashed,
   * by one atomic increment per counter, so simultaneous attempts (on any number of instances)
   * can never all pass a check made before any of them was counted; `succeeded` gives it back.
   */
  async check(source: LoginSource): Promise<LoginAttempt> {
    // One key per account whichever identifier was typed (an unknown address keeps its own: it
    // contains "@", which no username does).
    const name = source.name;
    const device = name ? this.readDevice(source.cookieHeader, name) : null;
    const attempt: LoginAttempt = {
      name,
      accountKey: name ? (device ? `login-fail:device:${device}:${name}` : `login-fail:user:${name}`) : null,
      ipKey: `login-fail:ip:${source.ip ?? 'unknown'}`,
      accountTaken: false,
    };
    const limits = this.config.rateLimits;

    const ip = await this.store.peek(attempt.ipKey);
    if (ip && ip.hits >= limits.loginPerIp) this.refuse(Math.ceil((ip.windowEndsAt - Date.now()) / 1000), TOO_MANY_FROM_NETWORK);

    let delayed = false;
    if (attempt.accountKey) {
      const account = await this.store.peek(attempt.accountKey);
      if (account && account.hits >= limits.loginPerUsername) {
        delayed = true;
        const delay = this.delaySeconds(account.hits);
        const waitMs = account.lastHitAt + delay * 1000 - Date.now();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          this.refuse(seconds, tooManyForAccount(seconds));
        }
        // One attempt per delay, even when several arrive at the same moment on several instances:
        // the first to claim this slot (keyed by the failure count) goes ahead, the rest wait.
        const slot = await this.store.hit(`login-slot:${attempt.accountKey}:${account.hits}`, delay * 1000);
        if (slot.hits > 1) this.refuse(delay, tooManyForAccount(delay));
      }
    }

    const taken = await this.store.hit(attempt.ipKey, limits.loginWindowSeconds * 1000);
    if (taken.hits > limits.loginPerIp) {
      await this.store.refund(attempt.ipKey);
      this.refuse(Math.ceil((taken.windowEndsAt - Date.now()) / 1000), TOO_MANY_FROM_NETWORK);
    }
    if (attempt.accountKey && !delayed) {
      const account = await this.store.hit(attempt.accountKey, this.accountWindowMs(), true);
      if (account.hits > limits.loginPerUsername) {
        // Others took the last free attempts meanwhile: this one waits like any attempt past them.
        await this.store.refund(attempt.accountKey);
        await this.store.refund(attempt.ipKey);
        const delay = this.delaySeconds(limits.loginPerUsername);
        this.refuse(delay, tooManyForAccount(delay));
      }
      attempt.accountTaken = true;
    }
    return attempt;
  }

  /** A wrong password (or a username that cannot exist): it stays counted; a delayed attempt is counted now. */
  async failed(attempt: LoginAttempt): Promise<void> {
    if (!attempt.accountKey) return;
    // Taken before the hash: the failure is already counted, so only its time is stamped (the
    // delay runs from the answer, not from before a hash that may have queued). Never a hit and a
    // refund: between the two, an attempt on another instance would see one failure too many and
    // lose a free attempt.
    if (attempt.accountTaken) await this.store.touch(attempt.accountKey, this.accountWindowMs());
    else await this.store.hit(attempt.accountKey, this.accountWindowMs(), true);
  }

  /**
   * Signed in: the attempt is given back, this browser's failures are forgotten and it is marked
   * as trusted for this account by the cookie answered (null: nothing to set). `secure`: the
   * request came over HTTPS.
   */
  async succeeded(attempt: LoginAttempt, cookieHeader: string | undefined, secure: boolean): Promise<DeviceCookie | null> {
    await this.store.refund(attempt.ipKey);
    if (attempt.accountKey && attempt.accountTaken) await this.store.refund(attempt.accountKey);
    if (!attempt.name) return null;
    const device = this.readDevice(cookieHeader, attempt.name) ?? randomBytes(16).toString('base64url');
    await this.store.reset(`login-fail:device:${device}:${attempt.name}`);
    // The cookie names the account by its username even after a sign-in by email, so it serves both.
    const value = `${Buffer.from(attempt.name).toString('base64url')}.${device}`;
    return {
      name: DEVICE_COOKIE,
      value: `${value}.${this.sign(value)}`,
      options: {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.publicUrl.startsWith('https://') || secure,
        path: '/api/login',
        maxAge: 365 * 24 * 3_600_000,
      },
    };
  }

  /** An attempt that ended without an answer on the password (an error): it is given back. */
  async abandoned(attempt: LoginAttempt): Promise<void> {
    await this.store.refund(attempt.ipKey);
    if (attempt.accountKey && attempt.accountTaken) await this.store.refund(attempt.accountKey);
  }

  /** Sliding: the failures are forgotten only after a quiet spell at least as long as the longest delay. */
  private accountWindowMs(): number {
    const limits = this.config.rateLimits;
    return Math.max(limits.loginWindowSeconds, limits.loginDelayMaxSeconds) * 1000;
  }

  /** Seconds to wait after `failures` failures: doubles from the base once the free ones are used. */
  delaySeconds(failures: number): number {
    const { loginPerUsername, loginDelayBaseSeconds, loginDelayMaxSeconds } = this.config.rateLimits;
    const over = Math.max(0, failures - loginPerUsername);
    return Math.min(loginDelayMaxSeconds, loginDelayBaseSeconds * 2 ** Math.min(over, 30));
  }

  /** The device id of a valid device cookie issued for this account name, else null. */
  private readDevice(cookieHeader: string | undefined, name: string): string | null {
    const raw = readCookie(cookieHeader, DEVICE_COOKIE);
    if (!raw) return null;
    const parts = raw.split('.');
    if (parts.length !== 3) return null;
    const [named, device, signature] = parts;
    const expected = Buffer.from(this.sign(`${named}.${device}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Buffer.from(named, 'base64url').toString() === name ? device : null;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.deviceKey).update(value).digest('base64url');
  }

  private refuse(seconds: number, message: string): never {
    throw new LoginRefusedError(Math.max(1, seconds), message);
  }
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
