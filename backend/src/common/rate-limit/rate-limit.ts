import { applyDecorators, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, ThrottlerModuleOptions, ThrottlerRequest, ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { CounterStore } from './counter-store';

/**
 * The named limits; each route opts into the ones it needs with @RateLimited. Sign-in has its own
 * counters (auth/login-throttle.service.ts): it counts failures only and answers with a growing delay.
 */
export type RateLimitName =
  | 'register-ip'
  | 'enquiry-ip'
  | 'letter-verify-ip'
  | 'reauth-account'
  | 'reauth-ip'
  | 'upload-account'
  | 'invite-account'
  | 'two-factor-account'
  | 'two-factor-ip'
  | 'passkey-options-ip'
  | 'message-post'
  | 'password-forgot-ip'
  | 'password-forgot-account'
  | 'password-reset-ip'
  | 'email-verify-resend';

const RATE_LIMITS = 'rate-limits';

/** The sentence for a 429; a function when it names the limit itself. */
const MESSAGES: Record<RateLimitName, string | ((limit: number) => string)> = {
  'register-ip': 'Too many registrations from your network. Please try again later.',
  'enquiry-ip': 'You have sent several enquiries in a short time. Please try again later, or call or email us directly.',
  'letter-verify-ip': 'You have checked several documents in a short time. Please try again later.',
  'reauth-account': 'Too many password confirmations for this account. Please wait a few minutes and try again.',
  'reauth-ip': 'Too many password confirmations from your network. Please wait a few minutes and try again.',
  'upload-account': (limit) => `You can upload at most ${limit} times an hour. Please wait a few minutes and try again.`,
  'invite-account': (limit) => `You can send at most ${limit} invitations a day. Please try again tomorrow.`,
  'two-factor-account': 'Too many codes tried for this account. Please wait a few minutes and try again.',
  'two-factor-ip': 'Too many codes tried from your network. Please wait a few minutes and try again.',
  'passkey-options-ip': 'Too many passkey sign-in attempts from your network. Please wait a few minutes and try again.',
  'message-post': 'You have sent a lot of messages in a short time. Please wait a few minutes and try again.',
  'password-forgot-ip': 'Too many password reset requests from your network. Please wait a while and try again.',
  'password-forgot-account': 'Too many password reset requests for this account. Please check your email, or wait a while and try again.',
  'password-reset-ip': 'Too many attempts from your network. Please wait a while and try again.',
  'email-verify-resend': 'We have sent several confirmation links already. Please check your email, or wait a while and try again.',
};

function routeLimits(context: ExecutionContext): RateLimitName[] {
  return (Reflect.getMetadata(RATE_LIMITS, context.getHandler()) as RateLimitName[] | undefined) ?? [];
}

/**
 * Throttler options. Keys are the limit's name and what it counts, not the route, so one limit
 * (say, password confirmations per account) spans every route that names it.
 */
export function rateLimitOptions(config: AppConfig, store: CounterStore): ThrottlerModuleOptions {
  const limits = config.rateLimits;
  const onlyOn = (name: RateLimitName) => (ctx: ExecutionContext) => !routeLimits(ctx).includes(name);
  const byIp = (req: Record<string, unknown>) => Promise.resolve(`ip:${String((req as unknown as Request).ip ?? 'unknown')}`);
  const byAccount = (req: Record<string, unknown>) => {
    const user = (req as unknown as Request).user as { id?: number } | undefined;
    return Promise.resolve(user?.id ? `user:${user.id}` : `ip:${String((req as unknown as Request).ip ?? 'unknown')}`);
  };
  const reauthWindow = limits.reauthWindowSeconds * 1000;
  return {
    storage: new StoreBackedStorage(store),
    generateKey: (_ctx, tracker, name) => `${name}:${tracker}`,
    throttlers: [
      { name: 'register-ip', ttl: 3_600_000, limit: limits.registerPerIp, skipIf: onlyOn('register-ip'), getTracker: byIp },
      { name: 'enquiry-ip', ttl: 3_600_000, limit: limits.enquiryPerIp, skipIf: onlyOn('enquiry-ip'), getTracker: byIp },
      { name: 'letter-verify-ip', ttl: 3_600_000, limit: limits.letterVerifyPerIp, skipIf: onlyOn('letter-verify-ip'), getTracker: byIp },
      {
        name: 'reauth-account',
        ttl: reauthWindow,
        limit: limits.reauthPerAccount,
        skipIf: onlyOn('reauth-account'),
        getTracker: byAccount,
      },
      { name: 'reauth-ip', ttl: reauthWindow, limit: limits.reauthPerIp, skipIf: onlyOn('reauth-ip'), getTracker: byIp },
      { name: 'upload-account', ttl: 3_600_000, limit: limits.uploadsPerHour, skipIf: onlyOn('upload-account'), getTracker: byAccount },
      { name: 'invite-account', ttl: 86_400_000, limit: limits.invitationsPerDay, skipIf: onlyOn('invite-account'), getTracker: byAccount },
      {
        name: 'two-factor-account',
        ttl: limits.twoFactorWindowSeconds * 1000,
        limit: limits.twoFactorPerAccount,
        skipIf: onlyOn('two-factor-account'),
        // Counted per account (the half-signed-in one, or the signed-in one), so new sessions do not reset it.
        getTracker: (req) => {
          const r = req as unknown as Request & { user?: { id?: number } };
          const id = r.session?.secondFactor?.userId ?? r.user?.id;
          return Promise.resolve(id === undefined ? `2fa-ip:${String(r.ip)}` : `2fa-user:${id}`);
        },
      },
      {
        name: 'two-factor-ip',
        ttl: limits.twoFactorWindowSeconds * 1000,
        limit: limits.twoFactorPerIp,
        skipIf: onlyOn('two-factor-ip'),
        getTracker: byIp,
      },
      // Asking for a passkey challenge needs no account, and each one keeps a challenge in a new
      // session row: bounded per address (twice the code budget: one challenge per attempt, plus retries).
      {
        name: 'passkey-options-ip',
        ttl: limits.twoFactorWindowSeconds * 1000,
        limit: limits.twoFactorPerIp * 2,
        skipIf: onlyOn('passkey-options-ip'),
        getTracker: byIp,
      },
      // Per account across every route that posts a message (new conversation, reply, internal note),
      // so a shared office network does not share the limit.
      { name: 'message-post', ttl: 3_600_000, limit: limits.messagesPerUser, skipIf: onlyOn('message-post'), getTracker: byAccount },
      {
        name: 'password-forgot-ip',
        ttl: 3_600_000,
        limit: limits.passwordResetPerIp,
        skipIf: onlyOn('password-forgot-ip'),
        getTracker: byIp,
      },
      {
        name: 'password-forgot-account',
        ttl: 3_600_000,
        limit: limits.passwordResetPerAccount,
        skipIf: onlyOn('password-forgot-account'),
        // Per username or email typed, so nobody can flood one person's inbox from many addresses.
        getTracker: (req) => {
          const body = (req as unknown as Request).body as { identifier?: unknown } | undefined;
          return Promise.resolve(
            `forgot:${String(body?.identifier ?? '')
              .trim()
              .toLowerCase()}`,
          );
        },
      },
      // Guessing reset or confirmation tokens is hopeless (256 bits), but a flood is still refused.
      {
        name: 'password-reset-ip',
        ttl: 3_600_000,
        limit: limits.passwordResetPerIp * 3,
        skipIf: onlyOn('password-reset-ip'),
        getTracker: byIp,
      },
      {
        name: 'email-verify-resend',
        ttl: 3_600_000,
        limit: limits.passwordResetPerAccount,
        skipIf: onlyOn('email-verify-resend'),
        getTracker: (req) =>
          Promise.resolve(`resend:${String((req as unknown as Request & { user?: { id?: number } }).user?.id ?? 'anonymous')}`),
      },
    ],
  };
}

/** ThrottlerStorage over a CounterStore: blocked once the window's count passes the limit. */
export class StoreBackedStorage implements ThrottlerStorage {
  constructor(private readonly store: CounterStore) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const state = await this.store.hit(key, ttl);
    const seconds = Math.max(1, Math.ceil((state.windowEndsAt - Date.now()) / 1000));
    const isBlocked = state.hits > limit;
    return { totalHits: state.hits, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }
}

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** Answers 429 in the app's error shape, with a sentence naming which limit was hit. */
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(props);
    } catch (err) {
      if (!(err instanceof ThrottlerException)) throw err;
      const res = props.context.switchToHttp().getResponse<Response>();
      const retryAfter = res.getHeader(`Retry-After-${String(props.throttler.name)}`);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      const entry = MESSAGES[props.throttler.name as RateLimitName] ?? 'Too many requests. Please wait a moment and try again.';
      const message = typeof entry === 'function' ? entry(props.limit) : entry;
      // A guard is HTTP plumbing (it set Retry-After on the response just above): it may answer with an HTTP exception.
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}

/** Applies the named rate limits to a route. */
export function RateLimited(...names: RateLimitName[]) {
  return applyDecorators(SetMetadata(RATE_LIMITS, names), UseGuards(RateLimitGuard));
}
