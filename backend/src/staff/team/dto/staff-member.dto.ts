import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { OptionalText, Trim } from '../../../common/validation/text-fields';
import { User } from '../../../users/user.entity';
import { isLocked, STAFF_ROLES, StaffRole, staffRoleOf } from '../../access/staff-roles';
import { displayName } from '../../dto/client-profile-response.dto';

/** A new staff account; the same rules as a client's registration for the sign-in fields. */
export class CreateStaffMemberDto {
  @ApiProperty({ example: 'sipho', minLength: 3, maxLength: 50 })
  @Trim()
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may contain only letters, numbers, dots, dashes and underscores' })
  username!: string;

  @ApiProperty({ example: 'sipho@firm.co.za' })
  @Trim()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 128, description: 'Initial password; hand it over privately and ask for a change' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsDefined({ message: 'Role is required' })
  @IsIn(STAFF_ROLES, { message: 'Role must be admin, manager or accountant' })
  role!: StaffRole;

  @OptionalText(100, 'First name') firstName?: string | null;
  @OptionalText(100, 'Last name') lastName?: string | null;
  @OptionalText(30, 'Phone number') phone?: string | null;
}

export class ChangeStaffRoleDto {
  @ApiProperty({ enum: STAFF_ROLES })
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
  @ApiProperty({ enum: STAFF_ROLES, description: 'The role they act with (an isStaff flag without a staff role acts as accountant)' })
  role!: StaffRole;
  @ApiProperty({ description: 'false once deactivated: cannot sign in' }) isActive!: boolean;
  @ApiProperty({ description: 'Clients actively assigned to them' }) assignedClients!: number;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;

  static from(u: User, assignedClients = 0): StaffMemberResponseDto {
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
      lastLogin: u.lastLogin,
      createdAt: u.createdAt,
    };
  }
}
