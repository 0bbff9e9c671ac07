import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { BusinessProfile } from '../../businesses/business-profile.service';
import { CompanyProfileDto } from '../../businesses/dto/company-profile.dto';
import { TaxProfileDto } from '../../businesses/dto/tax-profile.dto';
import { OwnAccountDto } from '../../users/dto/user-response.dto';
import { User } from '../../users/user.entity';
import { CompanyEmployee } from '../company-employee.entity';
import { EmployeeResponseDto } from './employee-response.dto';

/**
 * The signed-in user's own account as GET /api/user, sign-in and registration answer it: the
 * account (users/dto/user-response.dto.ts) with the company fields and employee list of the
 * business they act for. Composed here, above identity, because users/ must not know employees
 * (docs/architecture.md, the layers).
 */
export class UserResponseDto extends IntersectionType(OwnAccountDto, CompanyProfileDto, TaxProfileDto) {
  @ApiProperty({ type: [EmployeeResponseDto], description: "The current business's employees; empty when the role may not see them" })
  companyEmployees!: EmployeeResponseDto[];

  static of(user: User, company: BusinessProfile, profileComplete: boolean, employees: CompanyEmployee[]): UserResponseDto {
    return {
      ...OwnAccountDto.from(user),
      ...company,
      isProfileComplete: profileComplete,
      companyEmployees: employees.map((e) => EmployeeResponseDto.from(e)),
    };
  }
}
