import { ApiProperty } from '@nestjs/swagger';
import { EXPORT_BUILD_STATUSES, ExportBuildStatus } from '../data-export.entity';

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
