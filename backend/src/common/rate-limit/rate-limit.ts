import { applyDecorators, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, ThrottlerModuleOptions, ThrottlerRequest } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';

/** The named limits; each route opts into the ones it needs with @RateLimited. */
export type RateLimitName = 'login-ip' | 'login-username' | 'register-ip' | 'enquiry-ip';

const RATE_LIMITS = 'rate-limits';

const MESSAGES: Record<RateLimitName, string> = {
  'login-ip': 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  'login-username': 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
  'register-ip': 'Too many registrations from your network. Please try again later.',
  'enquiry-ip': 'You have sent several enquiries in a short time. Please try again later, or call or email us directly.',
};

function routeLimits(context: ExecutionContext): RateLimitName[] {
  return (Reflect.getMetadata(RATE_LIMITS, context.getHandler()) as RateLimitName[] | undefined) ?? [];
}

/**
 * Throttler options. Counters live in process memory (@nestjs/throttler's default store); with
 * several replicas put them in a shared store (see infra/README.md).
 */
export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  const limits = config.rateLimits;
  const onlyOn = (name: RateLimitName) => (ctx: ExecutionContext) => !routeLimits(ctx).includes(name);
  const byIp = (req: Record<string, unknown>) => Promise.resolve(String((req as unknown as Request).ip ?? 'unknown'));
  return {
    throttlers: [
      { name: 'login-ip', ttl: limits.loginWindowSeconds * 1000, limit: limits.loginPerIp, skipIf: onlyOn('login-ip'), getTracker: byIp },
      {
        name: 'login-username',
        ttl: limits.loginWindowSeconds * 1000,
        limit: limits.loginPerUsername,
        skipIf: onlyOn('login-username'),
        // Counted per username, not per IP, so spreading a guessing attack over many addresses does not help.
        getTracker: (req) => {
          const body = (req as unknown as Request).body as { username?: unknown } | undefined;
          return Promise.resolve(
            `username:${String(body?.username ?? '')
              .trim()
              .toLowerCase()}`,
          );
        },
      },
      { name: 'register-ip', ttl: 3_600_000, limit: limits.registerPerIp, skipIf: onlyOn('register-ip'), getTracker: byIp },
      { name: 'enquiry-ip', ttl: 3_600_000, limit: limits.enquiryPerIp, skipIf: onlyOn('enquiry-ip'), getTracker: byIp },
    ],
  };
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
      const message = MESSAGES[props.throttler.name as RateLimitName] ?? 'Too many requests. Please wait a moment and try again.';
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}

/** Applies the named rate limits to a route. */
export function RateLimited(...names: RateLimitName[]) {
  return applyDecorators(SetMetadata(RATE_LIMITS, names), UseGuards(RateLimitGuard));
}
