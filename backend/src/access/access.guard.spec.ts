import { Controller, ForbiddenException, Get, UnauthorizedException, type ExecutionContext, type Type } from '@nestjs/common';
import type { User } from '../users/user.entity';
import { Access } from './access.decorator';
import type { ClientRole } from '../businesses/business-roles';
import {
  AccessGuard,
  CAPABILITY_NOT_ALLOWED,
  MEMBERSHIP_ENDED,
  NO_BUSINESS,
  ROLE_NOT_ALLOWED,
  SIGN_IN_REQUIRED,
  STAFF_ON_CLIENT_ROUTE,
  STAFF_ONLY,
} from './access.guard';
import type { CurrentBusinessResolver } from './current-business.resolver';

@Controller('x')
@Access.staff()
class StaffThings {
  @Get('any')
  any(): void {}

  @Get('admin')
  @Access.staff('admin')
  adminOnly(): void {}
}

@Controller('y')
class Undeclared {
  @Get()
  read(): void {}

  @Get('open')
  @Access.public()
  open(): void {}

  @Get('billing')
  @Access.client('billing')
  billing(): void {}
}

const client = { id: 1, role: 'client', isStaff: false, password: 'hash' } as User;
const staff = (role: 'admin' | 'manager' | 'accountant') => ({ id: 2, role, isStaff: true, password: 'hash' }) as User;

function contextFor(controller: Type, method: string, user: User | undefined, httpMethod = 'GET'): ExecutionContext {
  const req = { user, method: httpMethod, isAuthenticated: () => user !== undefined };
  return {
    getType: () => 'http',
    getClass: () => controller,
    getHandler: () => (controller.prototype as Record<string, unknown>)[method],
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

describe('AccessGuard', () => {
  let role: ClientRole | null = 'owner';
  let named = false;
  beforeEach(() => {
    role = 'owner';
    named = false;
  });
  const current = {
    of: () => Promise.resolve(role ? { id: 7, name: 'Acme', role } : null),
    namesABusiness: () => named,
  } as unknown as CurrentBusinessResolver;
  const guard = new AccessGuard(current);
  const run = (controller: Type, method: string, user?: User, httpMethod?: string) =>
    guard.canActivate(contextFor(controller, method, user, httpMethod));

  it('lets anyone through a public route', async () => {
    await expect(run(Undeclared, 'open')).resolves.toBe(true);
  });

  it('treats an undeclared route as signed-in: 401 for nobody, open to any signed-in person', async () => {
    await expect(run(Undeclared, 'read')).rejects.toThrow(new UnauthorizedException(SIGN_IN_REQUIRED));
    await expect(run(Undeclared, 'read', client)).resolves.toBe(true);
  });

  it('answers 401 before anything else on a staff route, then 403 "Staff access only" to a client', async () => {
    await expect(run(StaffThings, 'any')).rejects.toThrow(new UnauthorizedException(SIGN_IN_REQUIRED));
    await expect(run(StaffThings, 'any', client)).rejects.toThrow(new ForbiddenException(STAFF_ONLY));
    await expect(run(StaffThings, 'any', staff('accountant'))).resolves.toBe(true);
  });

  it("narrows by role with the handler's declaration over the controller's", async () => {
    await expect(run(StaffThings, 'adminOnly', staff('manager'))).rejects.toThrow(new ForbiddenException(ROLE_NOT_ALLOWED));
    await expect(run(StaffThings, 'adminOnly', client)).rejects.toThrow(new ForbiddenException(STAFF_ONLY));
    await expect(run(StaffThings, 'adminOnly', staff('admin'))).resolves.toBe(true);
  });

  it("asks the role table for the person's role in their current business, and lets staff act on their own account", async () => {
    await expect(run(Undeclared, 'billing', client)).resolves.toBe(true);
    role = 'bookkeeper';
    await expect(run(Undeclared, 'billing', client)).rejects.toThrow(new ForbiddenException(CAPABILITY_NOT_ALLOWED));
    await expect(run(Undeclared, 'billing', staff('accountant'))).resolves.toBe(true);
  });

  it('lets staff read a client route (as no business) but change nothing there', async () => {
    await expect(run(Undeclared, 'billing', staff('admin'))).resolves.toBe(true);
    await expect(run(Undeclared, 'billing', staff('admin'), 'POST')).rejects.toThrow(new ForbiddenException(STAFF_ON_CLIENT_ROUTE));
    await expect(run(Undeclared, 'billing', client, 'POST')).resolves.toBe(true);
  });

  it('refuses a client route to a person without a business, saying whether their membership ended', async () => {
    role = null;
    await expect(run(Undeclared, 'billing', client)).rejects.toThrow(new ForbiddenException(NO_BUSINESS));
    named = true;
    await expect(run(Undeclared, 'billing', client)).rejects.toThrow(new ForbiddenException(MEMBERSHIP_ENDED));
  });
});
