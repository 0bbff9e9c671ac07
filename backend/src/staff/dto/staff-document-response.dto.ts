import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_STATUSES, Document, DocumentStatus } from '../../documents/document.entity';

/** A client's document as staff see it: the review fields, and a staff download route instead of the client's. */
export class StaffDocumentResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The client who uploaded it' }) userId!: number;
  @ApiProperty() fileName!: string;
  @ApiProperty({ example: 'application/pdf' }) fileType!: string;
  @ApiProperty({ description: 'Bytes' }) fileSize!: number;
  @ApiProperty({ example: 'bank_statement' }) category!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: DOCUMENT_STATUSES }) status!: DocumentStatus;
  @ApiProperty() uploadedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) lastModified!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff user id of the reviewer' }) reviewedBy!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Reviewer's display name" }) reviewerName!: string | null;
  @ApiProperty({ type: Date, nullable: true }) reviewedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) reviewNotes!: string | null;
  @ApiProperty({ example: '/api/staff/clients/12/documents/34/file', description: 'Staff download route (attachment)' })
  downloadUrl!: string;

  /** `names` maps staff ids to display names, for the reviewer. */
  static from(d: Document, names: ReadonlyMap<number, string> = new Map()): StaffDocumentResponseDto {
    return {
      id: d.id,
      userId: d.userId,
      fileName: d.fileName,
      fileType: d.fileType,
      fileSize: d.fileSize,
      category: d.category,
      description: d.description,
      status: d.status,
      uploadedAt: d.uploadedAt,
      lastModified: d.lastModified,
      reviewedBy: d.reviewedBy,
      reviewerName: d.reviewedBy !== null ? (names.get(d.reviewedBy) ?? null) : null,
      reviewedAt: d.reviewedAt,
      reviewNotes: d.reviewNotes,
      downloadUrl: `/api/staff/clients/${d.userId}/documents/${d.id}/file`,
    };
  }
}
