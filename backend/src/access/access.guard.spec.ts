import { Controller, ForbiddenException, Get, UnauthorizedException, type ExecutionContext, type Type } from '@nestjs/common';
import type { User } from '../users/user.entity';
import { Access } from './access.decorator';
import { AccessGuard, CAPABILITY_NOT_ALLOWED, ROLE_NOT_ALLOWED, SIGN_IN_REQUIRED, STAFF_ONLY } from './access.guard';
import type { ClientAccessService } from './client-access.service';
import { CLIENT_ROLE_CAPABILITIES } from './client-capabilities';

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

function contextFor(controller: Type, method: string, user: User | undefined): ExecutionContext {
  const req = { user, isAuthenticated: () => user !== undefined };
  return {
    getType: () => 'http',
    getClass: () => controller,
    getHandler: () => (controller.prototype as Record<string, unknown>)[method],
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

describe('AccessGuard', () => {
  const access = { clientRoleOf: (u: User) => Promise.resolve(u.role === 'client' ? 'owner' : null) } as unknown as ClientAccessService;
  const guard = new AccessGuard(access);
  const run = (controller: Type, method: string, user?: User) => guard.canActivate(contextFor(controller, method, user));

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

  it("asks the capability table for a client's role, and lets staff act on their own account", async () => {
    await expect(run(Undeclared, 'billing', client)).resolves.toBe(true);
    // A table in which the role lacks the capability (as a member role will): the guard refuses.
    const table = CLIENT_ROLE_CAPABILITIES as Record<string, readonly string[]>;
    const saved = table.owner;
    table.owner = saved.filter((c) => c !== 'billing');
    try {
      await expect(run(Undeclared, 'billing', client)).rejects.toThrow(new ForbiddenException(CAPABILITY_NOT_ALLOWED));
      await expect(run(Undeclared, 'billing', staff('accountant'))).resolves.toBe(true);
    } finally {
      table.owner = saved;
    }
  });
});
