import { ApiProperty } from '@nestjs/swagger';
import { User } from '../../users/user.entity';
import { Document, DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, DocumentStatus } from '../document.entity';

/** Where the owner downloads a document: the only URL a client ever gets for a file. */
export function documentFileUrl(id: number): string {
  return `/api/documents/${id}/file`;
}

/** "First Last" when the reviewer gave a name, else their username. */
function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'> | null | undefined): string | null {
  if (!user) return null;
  const name = [user.firstName, user.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || user.username;
}

/** One row of the documents list as read without entity hydration (see DocumentsService.listForUser). */
export interface DocumentListRow {
  id: number;
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

/** A document as its owner sees it; the storage key and the reviewer's id stay on the server. */
export class DocumentResponseDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'bank-statement-march.pdf', description: "The client's file name, cleaned" }) fileName!: string;
  @ApiProperty({ example: 'application/pdf', description: 'Content type the client declared' }) fileType!: string;
  @ApiProperty({ example: 183204, description: 'Size in bytes' }) fileSize!: number;
  @ApiProperty({ example: '/api/documents/42/file', description: 'Download route; add ?inline=1 to view a PDF or image in the browser' })
  fileUrl!: string;
  @ApiProperty({ enum: DOCUMENT_CATEGORIES }) category!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: DOCUMENT_STATUSES }) status!: DocumentStatus;
  @ApiProperty() uploadedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) lastModified!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) reviewedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) reviewNotes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Reviewer's name, once a staff member has reviewed the document" })
  reviewerName!: string | null;

  static fromRow(row: DocumentListRow): DocumentResponseDto {
    const reviewer =
      row.reviewedBy === null || row.reviewerUsername === null
        ? null
        : { firstName: row.reviewerFirstName, lastName: row.reviewerLastName, username: row.reviewerUsername };
    return {
      id: row.id,
      fileName: row.fileName,
      fileType: row.fileType,
      fileSize: row.fileSize,
      fileUrl: documentFileUrl(row.id),
      category: row.category,
      description: row.description,
      status: row.status,
      uploadedAt: row.uploadedAt,
      lastModified: row.lastModified,
      reviewedAt: row.reviewedAt,
      reviewNotes: row.reviewNotes,
      reviewerName: displayName(reviewer),
    };
  }

  /** `doc.reviewer` must be loaded for reviewerName; without it the name is null. */
  static from(doc: Document): DocumentResponseDto {
    return {
      id: doc.id,
      fileName: doc.fileName,
      fileType: doc.fileType,
      fileSize: doc.fileSize,
      fileUrl: documentFileUrl(doc.id),
      category: doc.category,
      description: doc.description,
      status: doc.status,
      uploadedAt: doc.uploadedAt,
      lastModified: doc.lastModified,
      reviewedAt: doc.reviewedAt,
      reviewNotes: doc.reviewNotes,
      reviewerName: doc.reviewedBy === null ? null : displayName(doc.reviewer),
    };
  }
}
