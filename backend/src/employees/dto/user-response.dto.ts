import { ApiProperty } from '@nestjs/swagger';
import { OwnAccountDto } from '../../users/dto/user-response.dto';
import { User } from '../../users/user.entity';
import { CompanyEmployee } from '../company-employee.entity';
import { EmployeeResponseDto } from './employee-response.dto';

/**
 * The signed-in user's own account as GET /api/user, sign-in and registration answer it: the
 * account (users/dto/user-response.dto.ts) with the client's employee list. Composed here, above
 * identity, because users/ must not know employees (docs/architecture.md, the layers).
 */
export class UserResponseDto extends OwnAccountDto {
  @ApiProperty({ type: [EmployeeResponseDto] }) companyEmployees!: EmployeeResponseDto[];

  static of(user: User, employees: CompanyEmployee[]): UserResponseDto {
    return { ...OwnAccountDto.from(user), companyEmployees: employees.map((e) => EmployeeResponseDto.from(e)) };
  }
}
