import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../common/audit/audit-context';
import { Readable } from 'node:stream';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { DomainEvents } from '../common/events/domain-events';
import { FILE_STORAGE, FileStorage, StorageNotFoundError } from '../storage/file-storage';
import { OwnerScope } from '../common/scope/owner-scope';
import { isOpenRequest, openRequestWhere } from './document-request-status';
import { REQUEST_NOT_FOUND } from './document-requests.service';
import { DocumentRequest } from './document-request.entity';
import { Document, DocumentSource, DocumentStatus } from './document.entity';
import { DocumentListRow, DocumentResponseDto } from './dto/document-response.dto';
import { UploadDocumentsResponseDto } from './dto/upload-documents-response.dto';
import { UploadDocumentsDto } from './dto/upload-documents.dto';
import { ReviewDocumentDto } from './dto/review-document.dto';
import { fileResponseHeaders, FileResponseHeaders } from './download/file-response-headers.util';
import { StoredUpload, UploadBatch } from './upload/upload-batch';
import { NO_FILES_MESSAGE } from './upload/upload-limits.constants';
import { writeClientLists } from '../client-lists/lists-version';
import { listsVersionIn, listsVersionOf, VersionedList } from '../client-lists/versioned-list';
import { DocumentNoticesService } from './mail/document-notices.service';
import { User } from '../users/user.entity';
import { assertMayFile, DocumentReach, reachesCategory, wholeBusiness } from './document-scope';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const FILE_NOT_AVAILABLE = 'The file for this document is no longer available';
export const REQUEST_ALREADY_COMPLETED = 'This document request has already been completed';

/** A stored document opened for download. */
export interface DocumentDownload {
  /** The row, for callers that log what was opened. */
  document: Document;
  body: Readable;
  size: number;
  headers: FileResponseHeaders;
}

/** A review as written: the row before and after, for the caller's audit entry. */
export interface ReviewOutcome {
  before: Document;
  after: Document;
}

@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    @InjectRepository(Document) private readonly documents: Repository<Document>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
    private readonly events: DomainEvents,
    private readonly notices: DocumentNoticesService,
  ) {}

  /**
   * The business's archive as `reach` admits it (every category, or the payroll ones for that
   * role), newest first, with the business's lists version read alongside.
   */
  async listForBusiness(reach: DocumentReach): Promise<VersionedList<DocumentResponseDto>> {
    // A client's archive grows to thousands of documents: read plain rows (only the columns the
    // response needs) instead of hydrating entities, which costs about ten times more per row.
    const qb = this.documents
      .createQueryBuilder('d')
      .leftJoin('d.reviewer', 'r')
      .select('d.id', 'id')
      .addSelect('d.userId', 'userId')
      .addSelect('d.fileName', 'fileName')
      .addSelect('d.fileType', 'fileType')
      .addSelect('d.fileSize', 'fileSize')
      .addSelect('d.category', 'category')
      .addSelect('d.description', 'description')
      .addSelect('d.status', 'status')
      .addSelect('d.uploadedAt', 'uploadedAt')
      .addSelect('d.lastModified', 'lastModified')
      .addSelect('d.reviewedBy', 'reviewedBy')
      .addSelect('d.reviewedAt', 'reviewedAt')
      .addSelect('d.reviewNotes', 'reviewNotes')
      .addSelect('r.firstName', 'reviewerFirstName')
      .addSelect('r.lastName', 'reviewerLastName')
      .addSelect('r.username', 'reviewerUsername')
      .addSelect(listsVersionOf('d.businessId'), 'listsVersion')
      .where('d.businessId = :businessId', { businessId: reach.businessId })
      .andWhere('d.source = :source', { source: 'archive' });
    if (reach.categories !== null) qb.andWhere('d.category IN (:...categories)', { categories: reach.categories });
    const raw = await qb
      .orderBy('d.uploadedAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getRawMany<DocumentListRow & { listsVersion: string | null }>();
    const hydrateDate = this.dateHydrator();
    const items = raw.map((row) =>
      DocumentResponseDto.fromRow({
        ...row,
        id: Number(row.id),
        userId: row.userId === null ? null : Number(row.userId),
        fileSize: Number(row.fileSize),
        uploadedAt: hydrateDate('uploadedAt', row.uploadedAt)!,
        lastModified: hydrateDate('lastModified', row.lastModified),
        reviewedAt: hydrateDate('reviewedAt', row.reviewedAt),
      }),
    );
    return { items, listsVersion: listsVersionIn(raw) };
  }

  /** Converts a raw datetime value the way TypeORM hydrates that column on this database driver. */
  private dateHydrator(): (column: 'uploadedAt' | 'lastModified' | 'reviewedAt', value: unknown) => Date | null {
    const driver = this.dataSource.driver;
    const metadata = this.documents.metadata;
    return (column, value) =>
      value === null || value === undefined
        ? null
        : (driver.prepareHydratedValue(value, metadata.findColumnWithPropertyName(column)!) as Date);
  }

  /**
   * Records the stored files of an upload as pending documents and, with `requestId`, completes
   * that request, all in one transaction. Until `batch.markCommitted()` the interceptor that
   * stored the files deletes them again if anything here throws. `uploader` is the member who
   * sends them; the documents are the business's.
   */
  async upload(
    reach: DocumentReach,
    uploader: User,
    dto: UploadDocumentsDto,
    batch: UploadBatch,
    audit: AuditContext,
  ): Promise<UploadDocumentsResponseDto> {
    if (batch.files.length === 0) throw new InvalidInputError('document.no_files', NO_FILES_MESSAGE);
    assertMayFile(reach, dto.category);
    const businessId = reach.businessId;

    const saved = await writeClientLists(this.dataSource, { clients: businessId }, async (m) => {
      if (dto.requestId !== undefined) await this.assertOpenRequest(m.getRepository(DocumentRequest), reach, dto.requestId);
      const rows = await this.recordUploads(
        m,
        businessId,
        batch.files,
        { category: dto.category, description: dto.description ?? null },
        { uploadedBy: uploader.id },
      );

      if (dto.requestId !== undefined) {
        // Conditional on the request still being open, so two uploads racing for it cannot both complete it.
        const result = await m
          .createQueryBuilder()
          .update(DocumentRequest)
          .set({ status: 'completed', fulfilledWith: rows[0].id })
          .where({ id: dto.requestId, clientId: businessId, ...openRequestWhere() })
          .execute();
        if (result.affected !== 1) throw new ConflictError('document_request.already_completed', REQUEST_ALREADY_COMPLETED);
      }
      await this.notices.clientUploaded(m, businessId, rows);
      return rows;
    });
    batch.markCommitted();
    await this.announceUploads(businessId, uploader.id, saved, dto.requestId ?? null, audit);

    return UploadDocumentsResponseDto.from(saved.map((d) => DocumentResponseDto.from(d)));
  }

  /**
   * Writes pending document rows of business `businessId` for files already stored for it, inside
   * the caller's transaction: an upload, or the files sent with a secure message. The caller opened
   * that transaction with writeClientLists for this business, so the lists version moves with it. The
   * caller marks its UploadBatch committed once the transaction has committed; until then the
   * interceptor that stored the files deletes them again on any failure.
   */
  async recordUploads(
    m: EntityManager,
    businessId: number,
    files: StoredUpload[],
    fields: { category: string; description: string | null },
    /**
     * fromStaff: files the firm sent (with a message, or published): nothing for the firm to
     * review, so approved by the sender. publication: the firm published them ("From your
     * accountant"), with or without asking the client to acknowledge them. uploadedBy: the member
     * who sent them (the staff member for the firm's files).
     */
    opts: { fromStaff?: number; publication?: { acknowledgementRequested: boolean }; uploadedBy?: number } = {},
  ): Promise<Document[]> {
    if (files.length === 0) throw new InvalidInputError('document.no_files', NO_FILES_MESSAGE);
    // DATETIME keeps whole seconds on MariaDB; match it so the reply equals what a later read returns.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    return m.getRepository(Document).save(
      files.map((f) =>
        m.getRepository(Document).create({
          businessId,
          userId: opts.uploadedBy ?? opts.fromStaff ?? null,
          fileName: f.fileName,
          fileType: f.contentType,
          fileSize: f.size,
          storageKey: f.key,
          category: fields.category,
          description: fields.description,
          status: opts.fromStaff ? 'approved' : 'pending',
          uploadedAt: now,
          lastModified: null,
          reviewedBy: opts.fromStaff ?? null,
          reviewedAt: opts.fromStaff ? now : null,
          reviewNotes: null,
          source: opts.publication ? 'firm' : 'archive',
          publishedBy: opts.publication ? (opts.fromStaff ?? null) : null,
          acknowledgementRequested: opts.publication?.acknowledgementRequested ?? false,
          readAt: null,
          acknowledgedAt: null,
        }),
      ),
    );
  }

  /** After the commit: the audit entry and the event the staff side's notifications react to. */
  async announceUploads(
    businessId: number,
    uploaderId: number,
    saved: Document[],
    requestId: number | null,
    audit: AuditContext,
  ): Promise<void> {
    const documentIds = saved.map((d) => d.id);
    await this.activity.record(audit, 'document.upload', {
      businessId,
      documentIds,
      category: saved[0]?.category ?? null,
      files: saved.length,
      bytes: saved.reduce((sum, d) => sum + d.fileSize, 0),
      requestId,
    });
    this.events.emit('document.uploaded', { businessId, userId: uploaderId, documentIds, requestId });
    if (requestId !== null)
      this.events.emit('request.fulfilled', { businessId, userId: uploaderId, requestId, documentId: documentIds[0] });
  }

  /**
   * Opens a stored file for download: the one file-serving policy for every audience (members
   * and staff alike). A document outside `reach` and an unknown id are both simply not found; the
   * content type comes from one allow-list and the headers from one set (download/).
   */
  async openFile(reach: DocumentReach, id: number, opts: { inline: boolean; source?: DocumentSource }): Promise<DocumentDownload> {
    const doc = await this.findOwned(reach, id, opts.source);
    try {
      const object = await this.storage.get(doc.storageKey);
      return { document: doc, body: object.body, size: object.size, headers: fileResponseHeaders(doc.fileName, doc.fileType, opts.inline) };
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      // A row whose object is gone is a fault on our side; the reader just sees the file as missing.
      this.logger.error(`Document ${doc.id} has no stored object at ${doc.storageKey}`);
      throw new NotFoundError('document.file_not_available', FILE_NOT_AVAILABLE);
    }
  }

  /** One document of the business within `reach` (of one source when given), or 404. */
  async findOwned(reach: DocumentReach, id: number, source?: DocumentSource): Promise<Document> {
    const where = {
      id,
      businessId: reach.businessId,
      ...(source === undefined ? {} : { source }),
      ...(reach.categories === null ? {} : { category: In([...reach.categories]) }),
    };
    const doc = await this.documents.findOne({ where });
    if (!doc) throw new NotFoundError('document.not_found', DOCUMENT_NOT_FOUND);
    return doc;
  }

  /** Every document of one business's archive as entities, newest first (the staff client page). */
  listEntitiesForBusiness(businessId: number): Promise<Document[]> {
    return this.documents.find({ where: { businessId, source: 'archive' }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  /** Every file of the business's documents, oldest first (the data export copies their bytes). */
  /** What one person uploaded, in every business, newest first: their own data export (privacy/). */
  async uploadedBy(userId: number): Promise<DocumentResponseDto[]> {
    const rows = await this.documents.find({
      where: { userId, source: 'archive' },
      relations: { reviewer: true },
      order: { uploadedAt: 'DESC', id: 'DESC' },
    });
    return rows.map((d) => DocumentResponseDto.from(d));
  }

  /** How many bytes of files one person uploaded (their own data export's size). */
  async bytesUploadedBy(userId: number): Promise<number> {
    const row = (await this.documents
      .createQueryBuilder('d')
      .select('COALESCE(SUM(d.fileSize), 0)', 'total')
      .where('d.userId = :userId', { userId })
      .andWhere('d.source = :source', { source: 'archive' })
      .getRawOne<{ total: number | string }>()) ?? { total: 0 };
    return Number(row.total);
  }

  /** The files one person uploaded, for their own data export. */
  filesUploadedBy(userId: number): Promise<Array<Pick<Document, 'id' | 'fileName' | 'storageKey'>>> {
    return this.documents.find({
      where: { userId, source: 'archive' },
      select: { id: true, fileName: true, storageKey: true },
      order: { id: 'ASC' },
    });
  }

  filesOf(businessId: number): Promise<Array<Pick<Document, 'id' | 'fileName' | 'storageKey'>>> {
    return this.documents.find({
      where: { businessId },
      select: { id: true, fileName: true, storageKey: true },
      order: { id: 'ASC' },
    });
  }

  /**
   * Account deletion (docs/decisions/0008-account-deletion.md): the documents of the businesses
   * that close with the account go, inside the deletion's transaction; their files are queued by
   * the caller. A business that stays keeps its documents (the person's uploads lose their name).
   * Returns how many went.
   */
  async deleteAllOfBusinessesIn(m: EntityManager, businessIds: readonly number[]): Promise<number> {
    if (businessIds.length === 0) return 0;
    const removed = await m.getRepository(Document).delete({ businessId: In([...businessIds]) });
    return removed.affected ?? 0;
  }

  /** Names of a business's documents by id, for notices that say what arrived. */
  async fileNames(businessId: number, ids: number[]): Promise<Array<Pick<Document, 'id' | 'fileName'>>> {
    if (ids.length === 0) return [];
    return this.documents.find({ where: { id: In(ids), businessId }, select: { id: true, fileName: true } });
  }

  /**
   * Documents in one status across the owners `scope` admits, oldest upload first (the pending
   * ones are the review queue: whoever waited longest is reviewed first). Rows carry their business.
   */
  async listByStatus(status: DocumentStatus, scope: OwnerScope, page: { limit: number; offset: number }): Promise<[Document[], number]> {
    const qb = this.documents
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.business', 'b')
      .where('d.status = :status', { status })
      .andWhere('d.source = :source', { source: 'archive' });
    scope(qb, 'd.businessId');
    return qb.orderBy('d.uploadedAt', 'ASC').addOrderBy('d.id', 'ASC').take(page.limit).skip(page.offset).getManyAndCount();
  }

  /** How many documents each business has waiting for review. */
  async awaitingReviewCounts(businessIds: number[]): Promise<Map<number, number>> {
    if (businessIds.length === 0) return new Map();
    const rows = await this.documents
      .createQueryBuilder('d')
      .select('d.businessId', 'businessId')
      .addSelect('COUNT(*)', 'n')
      .where({ businessId: In(businessIds), status: 'pending' })
      .groupBy('d.businessId')
      .getRawMany<{ businessId: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.businessId), Number(r.n)]));
  }

  /**
   * Records a review: the outcome, the notes, who and when. The business's members read it in
   * their list (status, reviewedAt, reviewNotes, reviewerName), and the list version moves so caches refresh.
   */
  async review(businessId: number, id: number, reviewer: User, dto: ReviewDocumentDto): Promise<ReviewOutcome> {
    const before = await this.findOwned(wholeBusiness(businessId), id);
    // Only the client's own archive is reviewed; a document the firm published is not found here.
    if (before.source !== 'archive') throw new NotFoundError('document.not_found', DOCUMENT_NOT_FOUND);
    const now = new Date();
    // The review and the client's mail about it commit together.
    await writeClientLists(this.dataSource, { clients: businessId }, async (m) => {
      await m
        .getRepository(Document)
        .update(
          { id: before.id, businessId },
          { status: dto.status, reviewNotes: dto.reviewNotes ?? null, reviewedBy: reviewer.id, reviewedAt: now, lastModified: now },
        );
      await this.notices.documentReviewed(m, before, dto.status, dto.reviewNotes ?? null, reviewer);
    });
    const after = await this.documents.findOneOrFail({ where: { id: before.id } });
    return { before, after };
  }

  /**
   * The request must be the business's, within the caller's reach, and still open: 404 for another
   * business's (or another category's, or none), 409 once completed.
   */
  private async assertOpenRequest(requests: Repository<DocumentRequest>, reach: DocumentReach, requestId: number): Promise<void> {
    const request = await requests.findOne({ where: { id: requestId, clientId: reach.businessId } });
    if (!request || !reachesCategory(reach, request.documentType)) throw new NotFoundError('document_request.not_found', REQUEST_NOT_FOUND);
    if (!isOpenRequest(request)) throw new ConflictError('document_request.already_completed', REQUEST_ALREADY_COMPLETED);
  }
}
