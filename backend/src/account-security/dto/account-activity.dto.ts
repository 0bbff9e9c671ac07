import { PagedQuery } from '../../common/pagination/page-query.dto';
import { EXPORT_BUILD_STATUSES, ExportBuildStatus } from '../data-export.entity';
import { ApiProperty } from '@nestjs/swagger';

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

/** The activity screen pages by 50, at most 200 at once. */
export class AccountActivityQueryDto extends PagedQuery({ defaultLimit: 50, maxLimit: 200 }) {}

/** GET /api/account/export when the copy is built in the background (202). */
export class DataExportPreparingDto {
  @ApiProperty({ enum: ['preparing'] }) status!: 'preparing';
  @ApiProperty({ example: 'Your data is being prepared. We will email you a link to download it; the link works for 24 hours.' })
  message!: string;
}

/** GET /api/account/export/status: the background copy of a large account, if any. */
export class DataExportStatusDto {
  @ApiProperty({ enum: EXPORT_BUILD_STATUSES, enumName: 'ExportBuildStatus', nullable: true, description: 'null: no background copy' })
  status!: ExportBuildStatus | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readyAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The mail link and the copy end here' })
  expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) sizeBytes!: number | null;
}
