import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { StaffRole } from '../users/staff-roles';
import type { AccessRule } from './access-rule';
import type { ClientCapability, Grant } from './client-capabilities';

export const ACCESS_RULE = 'access:rule';

function declare(rule: AccessRule, ...extra: Array<ClassDecorator & MethodDecorator>) {
  return applyDecorators(SetMetadata(ACCESS_RULE, rule), ...extra);
}

/**
 * The one route decorator saying who may call a route; AccessGuard (registered for the whole app
 * by AccessModule) enforces it. Put it on the controller, and on a handler only to differ from
 * the controller (the handler's declaration wins). A route without one is treated as
 * `Access.signedIn()`, and test/access.e2e-spec.ts fails until it is declared.
 */
export const Access = {
  /** Anyone, signed in or not. */
  public: () => declare({ kind: 'public' }),
  /** Any signed-in person, on their own account (profile, security settings, notices). */
  signedIn: () => declare({ kind: 'signed-in' }),
  /**
   * A person acting for their current client business who holds `capability` in it
   * (client-capabilities.ts); `grant` only where the method misleads (a POST that only reads).
   */
  client: (capability: ClientCapability, grant?: Grant) =>
    declare(grant ? { kind: 'client', capability, grant } : { kind: 'client', capability }),
  /** Staff only; with roles, only those (`Access.staff('admin')`). */
  staff: (...roles: StaffRole[]) =>
    declare(
      { kind: 'staff', roles },
      ApiUnauthorizedResponse({ description: 'Nobody is signed in' }),
      ApiForbiddenResponse({ description: 'Not staff ("Staff access only"), or the staff role does not allow the action' }),
    ),
} as const;

const reflector = new Reflector();

/** The declaration that applies to a handler of a controller: the handler's, else the controller's. */
export function accessRuleOf(handler: object, controller: Type | object): AccessRule | undefined {
  // Reflector's typings want Function (the decorated class or method); both are.
  return reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler as Type, controller as Type]);
}
