import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, Min } from 'class-validator';
import { OptionalText } from '../../../common/validation/text-fields';
import { QueryBoolean } from '../../../common/pagination/page-query.dto';

export class CreateAssignmentDto {
  @ApiProperty()
  @IsDefined({ message: 'Client is required' })
  @IsInt({ message: 'Client must be chosen from the list' })
  @Min(1, { message: 'Client must be chosen from the list' })
  clientId!: number;

  @ApiProperty()
  @IsDefined({ message: 'Accountant is required' })
  @IsInt({ message: 'Accountant must be chosen from the list' })
  @Min(1, { message: 'Accountant must be chosen from the list' })
  accountantId!: number;

  @OptionalText(2000, 'Notes') notes?: string | null;
}

export class AssignmentQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'clientId must be a whole number' })
  clientId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'accountantId must be a whole number' })
  accountantId?: number;

  @ApiPropertyOptional({ description: 'true: include ended assignments (the history)' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'includeInactive must be true or false' })
  includeInactive?: boolean;
}
