import { Injectable } from '@nestjs/common';
import { AuditContext } from '../../common/audit/audit-context';
import { recordStaffDocumentAccess } from './staff-document-access';
import { ActivityService } from '../../activity/activity.service';
import { DocumentDownload, DocumentsService } from '../documents.service';
import { ReviewDocumentDto } from '../dto/review-document.dto';
import { PublishFirmDocumentsDto, PublishFirmDocumentsResponseDto, StaffFirmDocumentDto } from '../dto/firm-document.dto';
import { FirmDocumentsService } from '../firm-documents.service';
import { UploadBatch } from '../upload/upload-batch';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { BusinessesService } from '../../businesses/businesses.service';
import { wholeBusiness } from '../document-scope';
import { StaffDocumentResponseDto } from '../dto/document-response.dto';
import { ReviewQueueQueryDto, ReviewQueueResponseDto } from './dto/review-queue.dto';

/** The staff side of documents: who may see which client, and the audit trail; the rules live in DocumentsService. */
@Injectable()
export class StaffDocumentsService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly firm: FirmDocumentsService,
    private readonly access: ClientAccessService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly businesses: BusinessesService,
  ) {}

  /** Documents in one status across the staff member's clients; the pending ones are the review queue. */
  async queue(staff: User, query: ReviewQueueQueryDto): Promise<ReviewQueueResponseDto> {
    const [rows, total] = await this.documents.listByStatus(query.status, this.access.scopeFor(staff), query);
    const people = await this.users.displayNames(rows.flatMap((d) => [d.reviewedBy, d.userId]));
    return {
      items: rows.map((d) => ({
        document: StaffDocumentResponseDto.from(d, people),
        // The client is the business; its name says who (company stays null: the name is the business's).
        client: { id: d.businessId, name: d.business?.name ?? '', company: null },
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** The stored file, under the same policy as the client's own download, always as an attachment. */
  async file(staff: User, clientId: number, documentId: number, audit: AuditContext): Promise<DocumentDownload> {
    const businessId = (await this.access.clientFor(staff, clientId)).id;
    const file = await this.documents.openFile(wholeBusiness(businessId), documentId, { inline: false });
    await this.activity.record(audit, 'staff.document.download', {
      clientId: businessId,
      businessId,
      client: (await this.businesses.get(businessId)).name,
      documentId: file.document.id,
      fileName: file.document.fileName,
    });
    // The client sees it too, on their own activity screen (who opened my documents).
    await recordStaffDocumentAccess(this.activity, staff, file.document, 'download', audit);
    return file;
  }

  /** Records the outcome; the client reads it through GET /api/documents (status, reviewedAt, reviewNotes). */
  async review(
    staff: User,
    clientId: number,
    documentId: number,
    dto: ReviewDocumentDto,
    audit: AuditContext,
  ): Promise<StaffDocumentResponseDto> {
    const businessId = (await this.access.clientFor(staff, clientId)).id;
    const { before, after } = await this.documents.review(businessId, documentId, staff, dto);
    await this.activity.record(audit, 'staff.document.review', {
      clientId: businessId,
      businessId,
      client: (await this.businesses.get(businessId)).name,
      documentId: before.id,
      fileName: before.fileName,
      previousStatus: before.status,
      status: dto.status,
    });
    return StaffDocumentResponseDto.from(after, await this.users.displayNames([staff.id, after.userId]));
  }

  /** Publishes files to a client in the staff member's scope (404 otherwise); the rules live in FirmDocumentsService. */
  async publish(
    staff: User,
    clientId: number,
    dto: PublishFirmDocumentsDto,
    batch: UploadBatch,
    audit: AuditContext,
  ): Promise<PublishFirmDocumentsResponseDto> {
    const business = await this.businesses.get((await this.access.clientFor(staff, clientId)).id);
    return this.firm.publish(business, staff, dto, batch, audit);
  }

  /** What the firm published to a client in scope, with the client's read and acknowledged state. */
  async published(staff: User, clientId: number): Promise<StaffFirmDocumentDto[]> {
    return this.firm.listForStaff((await this.access.clientFor(staff, clientId)).id);
  }
}
