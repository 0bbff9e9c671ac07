import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { Document, FIRM_DOCUMENT_CATEGORIES, FirmDocumentCategory } from '../document.entity';

/** Where the client downloads a document from the firm (reading it marks it read). */
export function firmDocumentFileUrl(id: number): string {
  return `/api/documents/firm/${id}/file`;
}

export const FIRM_CATEGORY_MESSAGE =
  'Please select a valid category: financial statements, tax return, management accounts, payslip or tax certificate';

/** Multipart fields are text: "true"/"1"/"on" ask for an acknowledgement, "false"/"0"/"" or none do not. */
const multipartBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(v)) return true;
    if (['false', '0', 'off', 'no', ''].includes(v)) return false;
    return value;
  });

/** The text fields of POST /api/staff/clients/:clientId/firm-documents (the files arrive beside them). */
export class PublishFirmDocumentsDto {
  @ApiProperty({ enum: FIRM_DOCUMENT_CATEGORIES, enumName: 'FirmDocumentCategory', example: 'financial_statements' })
  @Trim()
  @IsNotEmpty({ message: 'Please select a category' })
  @IsIn(FIRM_DOCUMENT_CATEGORIES, { message: FIRM_CATEGORY_MESSAGE })
  category!: FirmDocumentCategory;

  @OptionalText(1000, 'Description') description?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'Ask the client to acknowledge ("I have read and approve …")', default: false })
  @multipartBoolean()
  @IsOptional()
  @IsBoolean({ message: 'acknowledgementRequested must be true or false' })
  acknowledgementRequested?: boolean;
}

/**
 * A document the firm published to a client: the one response shape, with the staff variant
 * adding who published it and the staff download route.
 */
export class FirmDocumentDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'annual-financial-statements-2026.pdf' }) fileName!: string;
  @ApiProperty({ example: 'application/pdf' }) fileType!: string;
  @ApiProperty({ example: 183204, description: 'Size in bytes' }) fileSize!: number;
  @ApiProperty({ enum: FIRM_DOCUMENT_CATEGORIES, enumName: 'FirmDocumentCategory' }) category!: FirmDocumentCategory;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: 'When the firm published it' }) publishedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'Who at the firm published it' }) publishedByName!: string | null;
  @ApiProperty({ description: 'Whether the client is asked to acknowledge it' }) acknowledgementRequested!: boolean;
  @ApiProperty({ type: Date, nullable: true, description: 'When the client first opened it or marked it read; null while unread' })
  readAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true, description: 'When the client acknowledged it' }) acknowledgedAt!: Date | null;
  @ApiProperty({ example: '/api/documents/firm/42/file', description: 'Download route; add ?inline=1 to view a PDF or image' })
  fileUrl!: string;

  static from(d: Document, publisherName: string | null): FirmDocumentDto {
    return {
      id: d.id,
      fileName: d.fileName,
      fileType: d.fileType,
      fileSize: d.fileSize,
      category: d.category as FirmDocumentCategory,
      description: d.description,
      publishedAt: d.uploadedAt,
      publishedByName: publisherName,
      acknowledgementRequested: d.acknowledgementRequested,
      readAt: d.readAt,
      acknowledgedAt: d.acknowledgedAt,
      fileUrl: firmDocumentFileUrl(d.id),
    };
  }
}

export class FirmDocumentListDto {
  @ApiProperty({ type: [FirmDocumentDto], description: 'Newest first' }) items!: FirmDocumentDto[];
  @ApiProperty({ example: 2, description: 'How many are unread' }) unread!: number;
}

/** A published document as staff see it. */
export class StaffFirmDocumentDto extends FirmDocumentDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Staff user id of the publisher' }) publishedBy!: number | null;
  @ApiProperty({ example: '/api/staff/clients/12/documents/42/file', description: 'Staff download route (attachment)' })
  downloadUrl!: string;

  static forStaff(d: Document, publisherName: string | null): StaffFirmDocumentDto {
    return {
      ...FirmDocumentDto.from(d, publisherName),
      publishedBy: d.publishedBy,
      downloadUrl: `/api/staff/clients/${d.businessId}/documents/${d.id}/file`,
    };
  }
}

export const PUBLISH_SUCCESS_MESSAGE = 'Published. The client has been notified.';
/** Nobody at the business reads documents yet (one onboarded by staff before its owner joins, say). */
export const PUBLISH_NOBODY_TOLD_MESSAGE = 'Published. Nobody at the client reads documents yet: they will find it when they sign in.';

export class PublishFirmDocumentsResponseDto {
  @ApiProperty({ example: PUBLISH_SUCCESS_MESSAGE }) message!: string;
  @ApiProperty({ description: 'How many people at the client were emailed about it (0: nobody there reads documents yet)' })
  notified!: number;
  @ApiProperty({ type: [StaffFirmDocumentDto] }) documents!: StaffFirmDocumentDto[];
}
