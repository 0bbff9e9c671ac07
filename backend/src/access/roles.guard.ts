import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { staffRoleOf, StaffRole } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { ROLES_KEY } from './roles.decorator';

export const STAFF_ONLY = 'Staff access only';
export const ROLE_NOT_ALLOWED = 'Your staff role does not allow that';

/**
 * Lets only staff through (role admin, accountant or manager, or the isStaff flag), and, where a
 * route names roles with @Roles, only those. Runs after AuthenticatedGuard, so a user is present.
 * The session reloads the user on every request, so a role change or deactivation applies at once.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user as User | undefined;
    const role = user ? staffRoleOf(user) : null;
    if (!role) throw new ForbiddenException(STAFF_ONLY);
    const allowed = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (allowed && allowed.length > 0 && !allowed.includes(role)) throw new ForbiddenException(ROLE_NOT_ALLOWED);
    return true;
  }
}
