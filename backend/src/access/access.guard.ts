import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { accessRuleOf } from './access.decorator';
import type { AccessRule } from './access-rule';
import { roleGrants } from './client-capabilities';
import { ClientAccessService } from './client-access.service';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const STAFF_ONLY = 'Staff access only';
export const ROLE_NOT_ALLOWED = 'Your staff role does not allow that';
export const CAPABILITY_NOT_ALLOWED = 'Your role does not allow that';

/** What an undeclared route gets: the safe default, never public. */
const UNDECLARED: AccessRule = { kind: 'signed-in' };

/**
 * The one check behind `@Access`. It is registered for the whole app (APP_GUARD, in AccessModule)
 * rather than applied by the decorator, so a route someone forgets to declare is still closed to
 * anonymous callers instead of open; test/access.e2e-spec.ts makes the omission fail as well.
 *
 * Order of answers, as the API has always given them: 401 when nobody is signed in, then 403
 * "Staff access only" for a non-staff caller on a staff route, then 403 for a staff role the route
 * does not allow. Objects outside a caller's scope are the services' business and answer 404
 * (ClientAccessService), so nobody can probe what exists. The session reloads the user on every
 * request, so a role change or deactivation applies at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly access: ClientAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = accessRuleOf(context.getHandler(), context.getClass()) ?? UNDECLARED;
    if (rule.kind === 'public') return true;

    const req = context.switchToHttp().getRequest<Request>();
    const user = req.isAuthenticated?.() ? (req.user as User | undefined) : undefined;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);

    switch (rule.kind) {
      case 'signed-in':
        return true;
      case 'staff': {
        const role = staffRoleOf(user);
        if (!role) throw new ForbiddenException(STAFF_ONLY);
        if (rule.roles.length > 0 && !rule.roles.includes(role)) throw new ForbiddenException(ROLE_NOT_ALLOWED);
        return true;
      }
      case 'client': {
        const role = await this.access.clientRoleOf(user);
        // null: staff on a client route act on their own account, as they always have.
        if (role && !roleGrants(role, rule.capability)) throw new ForbiddenException(CAPABILITY_NOT_ALLOWED);
        return true;
      }
    }
  }
}
