import { SetMetadata } from '@nestjs/common';
import type { StaffRole } from '../users/staff-roles';

export const ROLES_KEY = 'staff:roles';

/**
 * Narrows a staff route to the roles listed. Without it, RolesGuard lets any staff member through;
 * with it, only those roles (an admin-only route says `@Roles('admin')`).
 */
export const Roles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);
