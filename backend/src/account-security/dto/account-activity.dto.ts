import { PagedQuery } from '../../common/pagination/page-query.dto';
import { ApiProperty } from '@nestjs/swagger';

export const ACTIVITY_KINDS = ['sign-in', 'security', 'document', 'records', 'staff-access'] as const;
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

/** The activity screen pages by 50, at most 200 at once. */
export class AccountActivityQueryDto extends PagedQuery({ defaultLimit: 50, maxLimit: 200 }) {}
