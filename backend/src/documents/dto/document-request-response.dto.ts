import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_REQUEST_STATUSES, DocumentRequest, DocumentRequestStatus } from '../document-request.entity';
import { toDateOnly } from '../johannesburg-date.util';

/** Just enough of the document that completed a request for the request dialog to name it. */
export class FulfilledDocumentDto {
  @ApiProperty() id!: number;
  @ApiProperty() fileName!: string;
}

/** A document request as the client sees it, with overdue worked out from the due date. */
export class DocumentRequestResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() clientId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff member who asked' }) requestedBy!: number | null;
  @ApiProperty({ example: 'Bank statements March 2026' }) documentType!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-04-30', description: 'yyyy-MM-dd' }) dueDate!: string | null;
  @ApiProperty({
    enum: DOCUMENT_REQUEST_STATUSES,
    description: 'overdue when still open and the due date is before today in Africa/Johannesburg',
  })
  status!: DocumentRequestStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'Id of the document that completed the request' }) fulfilledWith!:
    number | null;
  @ApiProperty({ type: FulfilledDocumentDto, nullable: true }) fulfilledDocument!: FulfilledDocumentDto | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  /**
   * `today` is yyyy-MM-dd in Africa/Johannesburg. `request.fulfilledDocument` must be loaded to
   * name it; it is shown only when it belongs to the same client.
   */
  static from(request: DocumentRequest, today: string): DocumentRequestResponseDto {
    const dueDate = toDateOnly(request.dueDate);
    const doc = request.fulfilledDocument;
    return {
      id: request.id,
      clientId: request.clientId,
      requestedBy: request.requestedBy,
      documentType: request.documentType,
      description: request.description,
      dueDate,
      status: effectiveStatus(request.status, dueDate, today),
      fulfilledWith: request.fulfilledWith,
      fulfilledDocument: doc && doc.userId === request.clientId ? { id: doc.id, fileName: doc.fileName } : null,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    };
  }
}

/** Design ruling 7: an open request becomes overdue once its due date has passed. */
export function effectiveStatus(stored: DocumentRequestStatus, dueDate: string | null, today: string): DocumentRequestStatus {
  if (stored === 'pending' && dueDate !== null && dueDate < today) return 'overdue';
  return stored;
}
