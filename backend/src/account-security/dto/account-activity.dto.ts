import { MAX_OFFSET } from '../../staff/dto/page-query.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const ACTIVITY_KINDS = ['sign-in', 'security', 'document', 'staff-access'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of the client's own activity: what happened, when, from where. */
export class AccountActivityDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  at!: Date;

  @ApiProperty({ enum: ACTIVITY_KINDS, enumName: 'ActivityKind' })
  kind!: ActivityKind;

  @ApiProperty({ example: 'two-factor-enabled', description: 'The recorded action' })
  action!: string;

  @ApiProperty({ example: 'Turned on two-factor sign-in', description: 'The action in words' })
  summary!: string;

  @ApiProperty({ type: String, nullable: true, description: 'For your own actions; never shown for a staff member' })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Chrome 142 on Windows 10' })
  device!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The document concerned' })
  fileName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The staff member who opened a document' })
  staffName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'accountant' })
  staffRole!: string | null;
}

export class AccountActivityPageDto {
  @ApiProperty({ type: [AccountActivityDto] })
  items!: AccountActivityDto[];

  @ApiProperty()
  total!: number;

  @ApiProperty()
  limit!: number;

  @ApiProperty()
  offset!: number;
}

export class AccountActivityQueryDto {
  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 200' })
  @Max(200, { message: 'limit must be between 1 and 200' })
  limit: number = 50;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
  offset: number = 0;
}
