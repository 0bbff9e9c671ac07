import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { validationException } from '../common/validation/validation-options';
import { LoginDto } from './dto/login.dto';

/**
 * Runs passport-local and, on success, signs the user in (passport regenerates the session id).
 * Guards run before pipes, so the body is validated here to give the spec's field messages
 * rather than passport's "Missing credentials".
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: false });
    if (errors.length > 0) throw validationException(errors);

    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(req);
    req.session.authenticatedAt = Date.now();
    return ok;
  }
}
