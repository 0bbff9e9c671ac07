import { ApiProperty, OmitType } from '@nestjs/swagger';
import { displayName } from '../../users/display-name';
import { Document, DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, DocumentStatus } from '../document.entity';

/** Where the owner downloads a document: the only URL a client ever gets for a file. */
export function documentFileUrl(id: number): string {
  return `/api/documents/${id}/file`;
}

/** One row of the documents list as read without entity hydration (see DocumentsService.listForBusiness). */
export interface DocumentListRow {
  id: number;
  userId: number | null;
  fileName: string;
  fileType: string;
  fileSize: number;
  category: string;
  description: string | null;
  status: DocumentStatus;
  uploadedAt: Date;
  lastModified: Date | null;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  reviewNotes: string | null;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
  reviewerUsername: string | null;
}

/**
 * A document: the one response shape of the resource. Each audience takes a variant: the owner
 * (DocumentResponseDto) without the ids of people and with their download route; staff
 * (StaffDocumentResponseDto) with the owner and reviewer ids and the staff download route. The
 * storage key stays on the server for everyone.
 */
export class DocumentDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The person who uploaded it; null once their account is gone' })
  userId!: number | null;
  @ApiProperty({ example: 'bank-statement-march.pdf', description: "The client's file name, cleaned" }) fileName!: string;
  @ApiProperty({ example: 'application/pdf', description: 'Content type the client declared' }) fileType!: string;
  @ApiProperty({ example: 183204, description: 'Size in bytes' }) fileSize!: number;
  @ApiProperty({ enum: DOCUMENT_CATEGORIES, enumName: 'DocumentCategory' }) category!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: DOCUMENT_STATUSES, enumName: 'DocumentStatus' }) status!: DocumentStatus;
  @ApiProperty() uploadedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) lastModified!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff user id of the reviewer' }) reviewedBy!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Reviewer's name, once a staff member has reviewed the document" })
  reviewerName!: string | null;
  @ApiProperty({ type: Date, nullable: true }) reviewedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) reviewNotes!: string | null;
}

/** A document as the business's members see it. */
export class DocumentResponseDto extends OmitType(DocumentDto, ['userId', 'reviewedBy'] as const) {
  @ApiProperty({ example: '/api/documents/42/file', description: 'Download route; add ?inline=1 to view a PDF or image in the browser' })
  fileUrl!: string;

  static fromRow(row: DocumentListRow): DocumentResponseDto {
    const reviewer =
      row.reviewedBy === null || row.reviewerUsername === null
        ? null
        : { firstName: row.reviewerFirstName, lastName: row.reviewerLastName, username: row.reviewerUsername };
    return forOwner(row, reviewer ? displayName(reviewer) : null);
  }

  /** `doc.reviewer` must be loaded for reviewerName; without it the name is null. */
  static from(doc: Document): DocumentResponseDto {
    return forOwner(doc, doc.reviewedBy === null || !doc.reviewer ? null : displayName(doc.reviewer));
  }
}

/** A client's document as staff see it. */
export class StaffDocumentResponseDto extends DocumentDto {
  @ApiProperty({ example: 12, description: 'The client business the document belongs to' }) businessId!: number;

  @ApiProperty({ example: '/api/staff/clients/12/documents/34/file', description: 'Staff download route (attachment)' })
  downloadUrl!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Thandi Nkosi',
    description:
      "Who filed it: the business's member who uploaded it, or the staff member for the firm's files; null once that account is closed",
  })
  uploaderName!: string | null;

  /**
   * `names` maps people's ids to display names: the reviewer's and the uploader's. A business has
   * several people, so staff are told which of them acted, not only which business.
   */
  static from(d: Document, names: ReadonlyMap<number, string> = new Map()): StaffDocumentResponseDto {
    const reviewerName = d.reviewedBy !== null ? (names.get(d.reviewedBy) ?? null) : null;
    return {
      ...documentFields(d, reviewerName),
      uploaderName: d.userId !== null ? (names.get(d.userId) ?? null) : null,
      businessId: d.businessId,
      downloadUrl: `/api/staff/clients/${d.businessId}/documents/${d.id}/file`,
    };
  }
}

type DocumentSource = Pick<
  Document,
  | 'id'
  | 'userId'
  | 'fileName'
  | 'fileType'
  | 'fileSize'
  | 'category'
  | 'description'
  | 'status'
  | 'uploadedAt'
  | 'lastModified'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'reviewNotes'
>;

function documentFields(d: DocumentSource, reviewerName: string | null): DocumentDto {
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
    reviewerName,
    reviewedAt: d.reviewedAt,
    reviewNotes: d.reviewNotes,
  };
}

function forOwner(d: DocumentSource, reviewerName: string | null): DocumentResponseDto {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the owner's variant leaves out the ids of people
  const { userId, reviewedBy, ...fields } = documentFields(d, reviewerName);
  return { ...fields, fileUrl: documentFileUrl(d.id) };
}
