import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { accessRuleOf } from './access.decorator';
import type { AccessRule } from './access-rule';
import { grantNeededFor, roleGrants } from './client-capabilities';
import { CurrentBusinessResolver, NO_BUSINESS as STAFF_READING, setActingBusiness } from './current-business.resolver';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const STAFF_ONLY = 'Staff access only';
export const ROLE_NOT_ALLOWED = 'Your staff role does not allow that';
export const CAPABILITY_NOT_ALLOWED = 'Your role in this business does not allow that';
export const NO_BUSINESS = 'Your account does not belong to a business yet';
export const STAFF_ON_CLIENT_ROUTE = 'Staff work on a client from the staff console';
export const MEMBERSHIP_ENDED = 'You are no longer a member of this business. Choose another business to continue';

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
  constructor(private readonly current: CurrentBusinessResolver) {}

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
        const needed = rule.grant ?? grantNeededFor(req.method);
        // Staff are no business's members: reading a client route they see nothing (as their own
        // account always had nothing); changing anything there is refused.
        if (staffRoleOf(user)) {
          if (needed === 'write') throw new ForbiddenException(STAFF_ON_CLIENT_ROUTE);
          setActingBusiness(req, STAFF_READING);
          return true;
        }
        const business = await this.current.of(req, user);
        if (!business) throw new ForbiddenException(this.current.namesABusiness(req) ? MEMBERSHIP_ENDED : NO_BUSINESS);
        if (!roleGrants(business.role, rule.capability, needed)) throw new ForbiddenException(CAPABILITY_NOT_ALLOWED);
        setActingBusiness(req, business);
        return true;
      }
    }
  }
}
