import { ExecutionContext, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { validationException } from '../common/validation/validation-options';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { INVALID_CREDENTIALS } from './local.strategy';
import { LoginAttempt, LoginRefusedError, LoginThrottleService } from './login-throttle.service';

/**
 * Runs passport-local and, on success, signs the user in under a new session id (session-middleware.ts).
 * Guards run before pipes, so the body is validated here to give the sign-in form's field messages (docs/auth-and-accounts.md)
 * rather than passport's "Missing credentials". The attempt is taken from the sign-in
 * limits before the password is checked and given back when it was right: failures only count.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly auth: AuthService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: false });
    if (errors.length > 0) throw validationException(errors);

    let attempt: LoginAttempt;
    try {
      attempt = await this.throttle.check({
        // A username or an email address: counted under the account either way.
        name: await this.auth.signInName((req.body as { username?: unknown } | undefined)?.username),
        ip: req.ip ?? null,
        cookieHeader: req.headers.cookie,
      });
    } catch (err) {
      if (!(err instanceof LoginRefusedError)) throw err;
      res.setHeader('Retry-After', String(err.retryAfterSeconds));
      // The refusal keeps the answer the sign-in form has always had: status and message, no code.
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: err.message }, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!attempt.name) {
      // A spelling no account can have is a wrong guess: no lookup, but it counts against the network.
      await this.throttle.failed(attempt);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    let ok: boolean;
    try {
      ok = (await super.canActivate(context)) as boolean;
    } catch (err) {
      if (err instanceof UnauthorizedException) await this.throttle.failed(attempt);
      else await this.throttle.abandoned(attempt);
      throw err;
    }
    await super.logIn(req);
    req.session.authenticatedAt = Date.now();
    const cookie = await this.throttle.succeeded(attempt, req.headers.cookie, req.secure);
    if (cookie) res.cookie(cookie.name, cookie.value, cookie.options);
    return ok;
  }
}
