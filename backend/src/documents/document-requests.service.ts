import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { firmToday } from '../common/calendar/firm-calendar';
import { OwnerScope } from '../common/scope/owner-scope';
import { hasOpenRequestCondition, isOpenRequest, openRequestWhere, RequestFilter, whereRequestStatus } from './document-request-status';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestResponseDto } from './dto/document-request-response.dto';
import { DocumentNoticesService } from './mail/document-notices.service';
import { User } from '../users/user.entity';
import { runWriteTransaction } from '../database/write-transaction';
import { DocumentReach } from './document-scope';

export const REQUEST_NOT_FOUND = 'Document request not found';
export const REQUEST_CANNOT_BE_CANCELED = 'This request has already been fulfilled and cannot be canceled';

/** What a new request says; the client sees it at once and can upload against it. */
export interface NewDocumentRequest {
  documentType: string;
  description: string;
  dueDate: string | null;
}

/** Document requests: the firm asks a client for a paper, the client answers with an upload. */
@Injectable()
export class DocumentRequestsService {
  constructor(
    @InjectRepository(DocumentRequest) private readonly requests: Repository<DocumentRequest>,
    private readonly notices: DocumentNoticesService,
  ) {}

  /**
   * The business's requests as `reach` admits them (every category, or the payroll ones for that
   * role), newest first, with overdue derived from today's date in Johannesburg.
   */
  async listForBusiness(reach: DocumentReach): Promise<DocumentRequestResponseDto[]> {
    const today = firmToday();
    const rows = await this.requests.find({
      where:
        reach.categories === null
          ? { clientId: reach.businessId }
          : { clientId: reach.businessId, documentType: In([...reach.categories]) },
      relations: { fulfilledDocument: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((r) => DocumentRequestResponseDto.from(r, today));
  }

  /** Every request of one business as entities (with the fulfilling document), for the staff side's own answer. */
  listEntitiesForClient(businessId: number): Promise<DocumentRequest[]> {
    return this.requests.find({
      where: { clientId: businessId },
      relations: { fulfilledDocument: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Requests across the clients `scope` admits, in one status, earliest due first (what to chase
   * today); requests without a due date sort last on both databases. Rows carry their business.
   */
  async listByStatus(
    filter: RequestFilter,
    scope: OwnerScope,
    page: { limit: number; offset: number },
  ): Promise<[DocumentRequest[], number]> {
    const qb = this.requests.createQueryBuilder('r').innerJoinAndSelect('r.client', 'u').leftJoinAndSelect('r.fulfilledDocument', 'fd');
    scope(qb, 'r.clientId');
    whereRequestStatus(qb, 'r', filter);
    return (
      qb
        .orderBy('CASE WHEN r.dueDate IS NULL THEN 1 ELSE 0 END', 'ASC')
        .addOrderBy('r.dueDate', 'ASC')
        .addOrderBy('r.id', 'ASC')
        // limit/offset rather than take/skip: the joins are many-to-one, so rows cannot multiply,
        // and TypeORM's take/skip cannot order by an expression.
        .limit(page.limit)
        .offset(page.offset)
        .getManyAndCount()
    );
  }

  /** One request of one business, or null. */
  findForClient(businessId: number, id: number): Promise<DocumentRequest | null> {
    return this.requests.findOne({ where: { id, clientId: businessId } });
  }

  /** Asks a business for a document; `requestedBy` is the staff member asking. */
  async create(businessId: number, requester: User, fields: NewDocumentRequest): Promise<DocumentRequest> {
    // The request and the client's mail about it commit together.
    const saved = await runWriteTransaction(this.requests.manager, (m) => this.createIn(m, businessId, requester, fields));
    return this.requests.findOneOrFail({ where: { id: saved.id } });
  }

  /**
   * The same inside the caller's transaction (a job's client task, docs/work.md): the request and
   * the client's mail commit, or roll back, with the caller's own rows.
   */
  async createIn(m: EntityManager, businessId: number, requester: User, fields: NewDocumentRequest): Promise<DocumentRequest> {
    const requests = m.getRepository(DocumentRequest);
    const row = await requests.save(
      requests.create({ clientId: businessId, requestedBy: requester.id, ...fields, status: 'pending', fulfilledWith: null }),
    );
    await this.notices.requestMade(m, row, requester);
    return row;
  }

  /** Of these requests of the business, the ones fulfilled (or gone: a cancelled request is deleted). */
  async settledAmong(businessId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const open = await this.requests.find({
      where: { clientId: businessId, id: In([...ids]), ...openRequestWhere() },
      select: { id: true },
    });
    const stillOpen = new Set(open.map((r) => r.id));
    return new Set(ids.filter((id) => !stillOpen.has(id)));
  }

  /**
   * Cancels an open request by deleting it: the client no longer sees it. A fulfilled request is
   * part of the record of what the client sent and stays (409). Returns what was removed.
   */
  async cancel(businessId: number, id: number): Promise<DocumentRequest> {
    const request = await this.findForClient(businessId, id);
    if (!request) throw new NotFoundError('document_request.not_found', REQUEST_NOT_FOUND);
    if (!isOpenRequest(request)) throw new ConflictError('document_request.not_open', REQUEST_CANNOT_BE_CANCELED);
    await this.requests.delete({ id, clientId: businessId });
    return request;
  }

  /** How many open requests each business has. */
  async openCounts(clientIds: number[]): Promise<Map<number, number>> {
    if (clientIds.length === 0) return new Map();
    const rows = await this.requests
      .createQueryBuilder('r')
      .select('r.clientId', 'clientId')
      .addSelect('COUNT(*)', 'n')
      .where({ clientId: In(clientIds), ...openRequestWhere() })
      .groupBy('r.clientId')
      .getRawMany<{ clientId: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.clientId), Number(r.n)]));
  }

  /** Narrows a query over businesses (`userColumn`, e.g. 'b.id') to those with, or without, an open request. */
  whereHasOpenRequest<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, userColumn: string, has: boolean): SelectQueryBuilder<T> {
    return qb.andWhere(`${has ? '' : 'NOT '}${hasOpenRequestCondition(qb, userColumn)}`);
  }
}
