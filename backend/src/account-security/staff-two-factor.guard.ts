import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { TwoFactorService } from './two-factor.service';

export const TWO_FACTOR_SETUP_REQUIRED = 'Staff accounts must set up two-factor sign-in before continuing';
const OPEN_DURING_SETUP = 'account-security:open-during-setup';

/** Marks a route a staff member without 2FA may still use: what set-up itself needs, and signing out. */
export const OpenDuringTwoFactorSetup = () => SetMetadata(OPEN_DURING_SETUP, true);

/**
 * Registered for the whole app (APP_GUARD): a signed-in staff member whose authenticator is not
 * set up reaches nothing but the set-up routes. Checked on every request, so an admin's reset
 * applies at once, on every instance, also to sessions that were already open.
 */
@Injectable()
export class StaffTwoFactorGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const user = context.switchToHttp().getRequest<Request>().user as User | undefined;
    if (!user || !staffRoleOf(user)) return true;
    if (this.reflector.getAllAndOverride<boolean>(OPEN_DURING_SETUP, [context.getHandler(), context.getClass()])) return true;
    if (await this.twoFactor.isTotpEnabled(user.id)) return true;
    throw new ForbiddenException(TWO_FACTOR_SETUP_REQUIRED);
  }
}
