import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { DocumentRequest } from '../../documents/document-request.entity';
import { User } from '../../users/user.entity';
import { ClientAccessService } from '../access/client-access.service';
import { todayInSouthAfrica } from '../access/sa-calendar';
import { displayName } from '../dto/client-profile-response.dto';
import { StaffDocumentRequestResponseDto } from '../dto/staff-document-request-response.dto';
import { StaffMessageResponseDto } from '../dto/message-response.dto';
import { CreateDocumentRequestDto } from './dto/create-document-request.dto';
import { RequestPageResponseDto, RequestQueryDto } from './dto/request-query.dto';

export const REQUEST_NOT_FOUND = 'Document request not found';
export const REQUEST_ALREADY_COMPLETED = 'This request has already been fulfilled and cannot be canceled';

@Injectable()
export class StaffRequestsService {
  constructor(
    @InjectRepository(DocumentRequest) private readonly requests: Repository<DocumentRequest>,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
  ) {}

  /** Requests across the staff member's clients, earliest due first: what to chase today. */
  async list(staff: User, query: RequestQueryDto): Promise<RequestPageResponseDto> {
    const today = todayInSouthAfrica();
    const qb = this.requests.createQueryBuilder('r').innerJoinAndSelect('r.client', 'u').leftJoinAndSelect('r.fulfilledDocument', 'fd');
    this.access.whereClient(qb, 'u');
    this.access.scope(qb, staff, 'r.clientId');
    // Stored status is pending or completed; overdue is pending with the due date before today.
    if (query.status === 'completed') qb.andWhere("r.status = 'completed'");
    else if (query.status !== 'all') qb.andWhere("r.status <> 'completed'");
    if (query.status === 'overdue') qb.andWhere('r.dueDate < :today', { today });
    if (query.status === 'pending') qb.andWhere('(r.dueDate IS NULL OR r.dueDate >= :today)', { today });
    // Requests without a due date sort last on both databases.
    qb.orderBy('CASE WHEN r.dueDate IS NULL THEN 1 ELSE 0 END', 'ASC')
      .addOrderBy('r.dueDate', 'ASC')
      .addOrderBy('r.id', 'ASC')
      // limit/offset rather than take/skip: the joins are many-to-one, so rows cannot multiply,
      // and TypeORM's take/skip cannot order by an expression.
      .limit(query.limit)
      .offset(query.offset);
    const [rows, total] = await qb.getManyAndCount();
    return {
      items: rows.map((r) => ({
        request: StaffDocumentRequestResponseDto.from(r),
        client: { id: r.clientId, name: r.client ? displayName(r.client) : '', company: r.client?.company ?? null },
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async listForClient(staff: User, clientId: number): Promise<StaffDocumentRequestResponseDto[]> {
    await this.access.clientFor(staff, clientId);
    const rows = await this.requests.find({
      where: { clientId },
      relations: { fulfilledDocument: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((r) => StaffDocumentRequestResponseDto.from(r));
  }

  /** The client sees it at once in GET /api/document-requests and can upload against it. */
  async create(staff: User, clientId: number, dto: CreateDocumentRequestDto, req: Request): Promise<StaffDocumentRequestResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const saved = await this.requests.save(
      this.requests.create({
        clientId,
        requestedBy: staff.id,
        documentType: dto.documentType,
        description: dto.description,
        dueDate: dto.dueDate,
        status: 'pending',
        fulfilledWith: null,
      }),
    );
    await this.activity.record(staff.id, 'staff.request.create', req, {
      clientId,
      client: displayName(client),
      requestId: saved.id,
      documentType: saved.documentType,
      dueDate: saved.dueDate,
    });
    return StaffDocumentRequestResponseDto.from(await this.requests.findOneOrFail({ where: { id: saved.id } }));
  }

  /**
   * Cancels an open request by deleting it: the client no longer sees it. A fulfilled request is
   * part of the record of what the client sent and stays (409).
   */
  async cancel(staff: User, clientId: number, requestId: number, req: Request): Promise<StaffMessageResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const request = await this.requests.findOne({ where: { id: requestId, clientId } });
    if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (request.status === 'completed') throw new ConflictException(REQUEST_ALREADY_COMPLETED);
    await this.requests.delete({ id: requestId, clientId });
    await this.activity.record(staff.id, 'staff.request.cancel', req, {
      clientId,
      client: displayName(client),
      requestId,
      documentType: request.documentType,
      description: request.description,
    });
    return StaffMessageResponseDto.of('Request canceled');
  }
}
