import { Injectable } from '@nestjs/common';
import { AuditContext } from '../../../common/audit/audit-context';
import { ActivityService } from '../../../activity/activity.service';
import { DocumentRequestsService } from '../../document-requests.service';
import { CreateDocumentRequestDto } from '../../dto/create-document-request.dto';
import { User } from '../../../users/user.entity';
import { ClientAccessService } from '../../../access/client-access.service';
import { BusinessesService } from '../../../businesses/businesses.service';
import { StaffMessageResponseDto } from '../../../common/http/message-response.dto';
import { DocumentRequestResponseDto } from '../../dto/document-request-response.dto';
import { RequestPageResponseDto, RequestQueryDto } from './dto/request-query.dto';

/** The staff side of document requests: scope and audit; the rules live in DocumentRequestsService. */
@Injectable()
export class StaffRequestsService {
  constructor(
    private readonly requests: DocumentRequestsService,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
    private readonly businesses: BusinessesService,
  ) {}

  /** Requests across the staff member's clients, earliest due first: what to chase today. */
  async list(staff: User, query: RequestQueryDto): Promise<RequestPageResponseDto> {
    const [rows, total] = await this.requests.listByStatus(query.status, this.access.scopeFor(staff), query);
    return {
      items: rows.map((r) => ({
        request: DocumentRequestResponseDto.from(r),
        // The client is the business; its name says who (company stays null: the name is the business's).
        client: { id: r.clientId, name: r.client?.name ?? '', company: null },
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async listForClient(staff: User, clientId: number): Promise<DocumentRequestResponseDto[]> {
    const businessId = (await this.access.clientFor(staff, clientId)).id;
    return (await this.requests.listEntitiesForClient(businessId)).map((r) => DocumentRequestResponseDto.from(r));
  }

  /** The client sees it at once in GET /api/document-requests and can upload against it. */
  async create(staff: User, clientId: number, dto: CreateDocumentRequestDto, audit: AuditContext): Promise<DocumentRequestResponseDto> {
    const business = await this.businesses.get((await this.access.clientFor(staff, clientId)).id);
    const saved = await this.requests.create(business.id, staff, {
      documentType: dto.documentType,
      description: dto.description,
      dueDate: dto.dueDate,
    });
    await this.activity.record(audit, 'staff.request.create', {
      clientId: business.id,
      businessId: business.id,
      client: business.name,
      requestId: saved.id,
      documentType: saved.documentType,
      dueDate: saved.dueDate,
    });
    return DocumentRequestResponseDto.from(saved);
  }

  /** Cancels an open request (the client no longer sees it); a fulfilled one stays (409). */
  async cancel(staff: User, clientId: number, requestId: number, audit: AuditContext): Promise<StaffMessageResponseDto> {
    const business = await this.businesses.get((await this.access.clientFor(staff, clientId)).id);
    const removed = await this.requests.cancel(business.id, requestId);
    await this.activity.record(audit, 'staff.request.cancel', {
      clientId: business.id,
      businessId: business.id,
      client: business.name,
      requestId,
      documentType: removed.documentType,
      description: removed.description,
    });
    return StaffMessageResponseDto.of('Request canceled');
  }
}
