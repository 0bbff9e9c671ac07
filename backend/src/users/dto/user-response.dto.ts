import { ApiProperty } from '@nestjs/swagger';
import { EmployeeResponseDto } from '../../employees/dto/employee-response.dto';
import { USER_ROLES, User, UserRole } from '../user.entity';

/** What the API tells a user about their own account: never the password hash or billing ids. */
export class UserResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty() isStaff!: boolean;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) businessType!: string | null;
  @ApiProperty({ type: String, nullable: true }) annualRevenue!: string | null;
  @ApiProperty({ type: Number, nullable: true }) numberOfEmployees!: number | null;
  @ApiProperty() isProfileComplete!: boolean;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: [EmployeeResponseDto] }) companyEmployees!: EmployeeResponseDto[];

  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      isStaff: user.isStaff,
      company: user.company,
      address: user.address,
      city: user.city,
      postalCode: user.postalCode,
      country: user.country,
      vatNumber: user.vatNumber,
      registrationNumber: user.registrationNumber,
      businessType: user.businessType,
      annualRevenue: user.annualRevenue,
      numberOfEmployees: user.numberOfEmployees,
      isProfileComplete: user.isProfileComplete,
      lastLogin: user.lastLogin,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      companyEmployees: (user.companyEmployees ?? []).map((e) => EmployeeResponseDto.from(e)),
    };
  }
}
