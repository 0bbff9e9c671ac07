import { ApiProperty } from '@nestjs/swagger';
import { CompanyEmployee } from '../company-employee.entity';

export class EmployeeResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The client business the employee works for' }) businessId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The person who added the employee; null once they closed their account' })
  userId!: number | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) position!: string | null;
  @ApiProperty({ type: String, nullable: true }) employeeId!: string | null;
  @ApiProperty({ type: String, nullable: true }) taxNumber!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Monthly salary in rand' }) salaryAmount!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '2024-03-01' }) startDate!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) endDate!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(e: CompanyEmployee): EmployeeResponseDto {
    return {
      id: e.id,
      businessId: e.businessId,
      userId: e.userId,
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      phone: e.phone,
      position: e.position,
      employeeId: e.employeeId,
      taxNumber: e.taxNumber,
      salaryAmount: e.salaryAmount,
      startDate: e.startDate,
      endDate: e.endDate,
      isActive: e.isActive,
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
    };
  }
}
