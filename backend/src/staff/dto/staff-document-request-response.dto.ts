import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_REQUEST_STATUSES, DocumentRequest, DocumentRequestStatus } from '../../documents/document-request.entity';
import { isPastDue } from '../access/sa-calendar';

export class FulfillingDocumentDto {
  @ApiProperty() id!: number;
  @ApiProperty() fileName!: string;
}

export class StaffDocumentRequestResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() clientId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff user id of whoever asked' }) requestedBy!: number | null;
  @ApiProperty({ example: 'bank_statement' }) documentType!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-07-31' }) dueDate!: string | null;
  @ApiProperty({
    enum: DOCUMENT_REQUEST_STATUSES,
    description: 'overdue is derived: pending with the due date passed (South African date)',
  })
  status!: DocumentRequestStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'Id of the document that fulfilled it' }) fulfilledWith!: number | null;
  @ApiProperty({ type: FulfillingDocumentDto, nullable: true, description: 'null when not completed or the document was deleted' })
  fulfilledDocument!: FulfillingDocumentDto | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ description: 'For a completed request, when it was completed' }) updatedAt!: Date;

  /** Expects the request loaded with `fulfilledDocument` when it has one. */
  static from(r: DocumentRequest, now: Date = new Date()): StaffDocumentRequestResponseDto {
    const doc = r.fulfilledDocument ?? null;
    return {
      id: r.id,
      clientId: r.clientId,
      requestedBy: r.requestedBy,
      documentType: r.documentType,
      description: r.description,
      dueDate: r.dueDate,
      status: requestStatus(r, now),
      fulfilledWith: r.fulfilledWith,
      fulfilledDocument: doc ? { id: doc.id, fileName: doc.fileName } : null,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  }
}

/** Stored status is pending or completed; an open request past its due date reads as overdue (design ruling 7). */
export function requestStatus(r: Pick<DocumentRequest, 'status' | 'dueDate'>, now: Date = new Date()): DocumentRequestStatus {
  if (r.status === 'completed') return 'completed';
  return isPastDue(r.dueDate, now) ? 'overdue' : 'pending';
}
