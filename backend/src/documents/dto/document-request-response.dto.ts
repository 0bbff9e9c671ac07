import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_REQUEST_STATUSES, DocumentRequest, DocumentRequestStatus } from '../document-request.entity';
import { firmToday, toDateOnly } from '../../common/calendar/firm-calendar';
import { requestStatus } from '../document-request-status';

/** Just enough of the document that completed a request for the request dialog to name it. */
export class FulfilledDocumentDto {
  @ApiProperty() id!: number;
  @ApiProperty() fileName!: string;
}

/**
 * A document request, the one shape for the client and for staff, with overdue worked out from
 * the due date (document-request-status.ts).
 */
export class DocumentRequestResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() clientId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff member who asked' }) requestedBy!: number | null;
  @ApiProperty({
    example: 'bank_statement',
    description: 'A document category key; requests from before categories were enforced may hold free text',
  })
  documentType!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-04-30', description: 'yyyy-MM-dd' }) dueDate!: string | null;
  @ApiProperty({
    enum: DOCUMENT_REQUEST_STATUSES,
    enumName: 'DocumentRequestStatus',
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
   * name it; it is shown only when it belongs to the same business (whoever of its people uploaded it).
   */
  static from(request: DocumentRequest, today: string = firmToday()): DocumentRequestResponseDto {
    const dueDate = toDateOnly(request.dueDate);
    const doc = request.fulfilledDocument;
    return {
      id: request.id,
      clientId: request.clientId,
      requestedBy: request.requestedBy,
      documentType: request.documentType,
      description: request.description,
      dueDate,
      status: requestStatus({ status: request.status, dueDate }, today),
      fulfilledWith: request.fulfilledWith,
      fulfilledDocument: doc && doc.businessId === request.clientId ? { id: doc.id, fileName: doc.fileName } : null,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    };
  }
}
