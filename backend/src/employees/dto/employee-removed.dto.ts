import { ApiProperty } from '@nestjs/swagger';

export class EmployeeRemovedDto {
  @ApiProperty({ example: 'Employee removed' }) message!: string;
}
