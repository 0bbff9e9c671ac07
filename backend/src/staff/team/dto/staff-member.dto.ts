import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { PersonalFieldsDto, SignInFieldsDto } from '../../../users/dto/account-fields.dto';
import { User } from '../../../users/user.entity';
import { isLocked, STAFF_ROLES, StaffRole, staffRoleOf } from '../../../users/staff-roles';
import { displayName } from '../../../users/display-name';
import { RequiredText } from '../../../common/validation/text-fields';

/**
 * A new staff account: the sign-in and personal field groups of a registration, and a role. The
 * name is required: clients see staff by it (in messages, reviews, their accountant's card), never
 * by the username (docs/staff-console.md).
 */
export class CreateStaffMemberDto extends IntersectionType(
  SignInFieldsDto,
  OmitType(PersonalFieldsDto, ['firstName', 'lastName'] as const),
) {
  @RequiredText(100, 'First name') firstName!: string;
  @RequiredText(100, 'Last name') lastName!: string;

  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsDefined({ message: 'Role is required' })
  @IsIn(STAFF_ROLES, { message: 'Role must be admin, manager or accountant' })
  role!: StaffRole;
}

export class ChangeStaffRoleDto {
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsDefined({ message: 'Role is required' })
  @IsIn(STAFF_ROLES, { message: 'Role must be admin, manager or accountant' })
  role!: StaffRole;
}

export class StaffMemberResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'Full name, else the username' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({
    enum: STAFF_ROLES,
    enumName: 'StaffRole',
    description: 'The role they act with (an isStaff flag without a staff role acts as accountant)',
  })
  role!: StaffRole;
  @ApiProperty({ description: 'false once deactivated: cannot sign in' }) isActive!: boolean;
  @ApiProperty({ description: 'Clients actively assigned to them' }) assignedClients!: number;
  @ApiProperty({ description: 'An authenticator app is set up (staff cannot work without it)' }) twoFactorEnabled!: boolean;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;

  static from(u: User, assignedClients = 0, twoFactorEnabled = false): StaffMemberResponseDto {
    // A locked account has no staff role by staffRoleOf; show the role it keeps in the table.
    const role = staffRoleOf({ ...u, password: '' }) ?? 'accountant';
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      name: displayName(u),
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      role,
      isActive: !isLocked(u),
      assignedClients,
      twoFactorEnabled,
      lastLogin: u.lastLogin,
      createdAt: u.createdAt,
    };
  }
}
