import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { roleGrants } from '../access/client-capabilities';
import type { BusinessContext } from '../businesses/business-context';
import { BusinessProfileService, NO_BUSINESS_PROFILE, type BusinessProfile } from '../businesses/business-profile.service';
import { BusinessesService } from '../businesses/businesses.service';
import { isProfileComplete } from '../users/profile-completeness';
import { staffRoleOf } from '../users/staff-roles';
import { UsersService } from '../users/users.service';
import { CompanyEmployee } from './company-employee.entity';
import { UserResponseDto } from './dto/user-response.dto';

/**
 * The signed-in person's own account as GET /api/user answers it (see UserResponseDto): their own
 * fields, and the company fields and employees of the business they act for, each as far as their
 * role there lets them see it (access/client-capabilities.ts). Read fresh on every call.
 */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly businesses: BusinessesService,
    private readonly profiles: BusinessProfileService,
    @InjectRepository(CompanyEmployee) private readonly employees: Repository<CompanyEmployee>,
  ) {}

  /**
   * Null when the account is gone. `business` is the one the request acts for; left out (sign-in,
   * registration: no business picked yet), it is the one the person joined first, which is the one
   * their first client request will pick. Staff have none.
   */
  async of(userId: number, business?: BusinessContext | null): Promise<UserResponseDto | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    // Staff are no business's members: no company, and their own flag (staff have no form to complete).
    if (staffRoleOf(user)) return UserResponseDto.of(user, NO_BUSINESS_PROFILE, user.isProfileComplete, []);
    const acting = business === undefined ? await this.businesses.defaultFor(userId) : business;
    const profile: BusinessProfile =
      (acting && roleGrants(acting.role, 'profile', 'read') ? await this.profiles.profileOf(acting.id) : null) ?? NO_BUSINESS_PROFILE;
    // Employees in the order they were added, as the profile has always listed them; only to roles that may read them.
    const employees =
      acting && roleGrants(acting.role, 'employees', 'read')
        ? await this.employees.find({ where: { businessId: acting.id }, order: { id: 'ASC' } })
        : [];
    return UserResponseDto.of(user, profile, isProfileComplete({ ...user, ...profile }), employees);
  }
}
