import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Readable } from 'node:stream';
import { DataSource, In, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { DomainEvents } from '../common/events/domain-events';
import { FILE_STORAGE, FileStorage, StorageNotFoundError } from '../storage/file-storage';
import { OPEN_REQUEST_STATUSES } from './document-request.constants';
import { DocumentRequest } from './document-request.entity';
import { Document } from './document.entity';
import { documentFileUrl, DocumentListRow, DocumentResponseDto } from './dto/document-response.dto';
import { UploadDocumentsResponseDto } from './dto/upload-documents-response.dto';
import { UploadDocumentsDto } from './dto/upload-documents.dto';
import { fileResponseHeaders, FileResponseHeaders } from './download/file-response-headers.util';
import { UploadBatch } from './upload/upload-batch';
import { NO_FILES_MESSAGE } from './upload/upload-limits.constants';
import { markListsChanged } from '../client-lists/lists-version';
import { listsVersionIn, listsVersionOf, VersionedList } from '../client-lists/versioned-list';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const REQUEST_NOT_FOUND = 'Document request not found';
export const REQUEST_ALREADY_COMPLETED = 'This document request has already been completed';

/** A stored document opened for download. */
export interface DocumentDownload {
  body: Readable;
  size: number;
  headers: FileResponseHeaders;
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
  ) {}

  /** The owner's documents, newest first, with the owner's lists version read alongside. */
  async listForUser(userId: number): Promise<VersionedList<DocumentResponseDto>> {
    // A client's archive grows to thousands of documents: read plain rows (only the columns the
    // response needs) instead of hydrating entities, which costs about ten times more per row.
    const raw = await this.documents
      .createQueryBuilder('d')
      .leftJoin('d.reviewer', 'r')
      .select('d.id', 'id')
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
      .addSelect(listsVersionOf('d.userId'), 'listsVersion')
      .where('d.userId = :userId', { userId })
      .orderBy('d.uploadedAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getRawMany<DocumentListRow & { listsVersion: string | null }>();
    const hydrateDate = this.dateHydrator();
    const items = raw.map((row) =>
      DocumentResponseDto.fromRow({
        ...row,
        id: Number(row.id),
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
   * stored the files deletes them again if anything here throws.
   */
  async upload(userId: number, dto: UploadDocumentsDto, batch: UploadBatch, req: Request): Promise<UploadDocumentsResponseDto> {
    if (batch.files.length === 0) throw new BadRequestException(NO_FILES_MESSAGE);

    // DATETIME keeps whole seconds on MariaDB; match it so the reply equals what a later read returns.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const saved = await this.dataSource.transaction(async (m) => {
      await markListsChanged(m, userId);
      if (dto.requestId !== undefined) await this.assertOpenRequest(m.getRepository(DocumentRequest), userId, dto.requestId);

      const rows = await m.getRepository(Document).save(
        batch.files.map((f) =>
          m.getRepository(Document).create({
            userId,
            fileName: f.fileName,
            fileType: f.contentType,
            fileSize: f.size,
            // The id is not known before the insert; fileUrl is set just below, in the same transaction.
            fileUrl: '',
            storageKey: f.key,
            category: dto.category,
            description: dto.description ?? null,
            status: 'pending',
            uploadedAt: now,
            lastModified: null,
            reviewedBy: null,
            reviewedAt: null,
            reviewNotes: null,
          }),
        ),
      );
      for (const row of rows) {
        row.fileUrl = documentFileUrl(row.id);
        await m.getRepository(Document).update({ id: row.id }, { fileUrl: row.fileUrl });
      }

      if (dto.requestId !== undefined) {
        // Conditional on the request still being open, so two uploads racing for it cannot both complete it.
        const result = await m
          .createQueryBuilder()
          .update(DocumentRequest)
          .set({ status: 'completed', fulfilledWith: rows[0].id })
          .where({ id: dto.requestId, clientId: userId, status: In([...OPEN_REQUEST_STATUSES]) })
          .execute();
        if (result.affected !== 1) throw new ConflictException(REQUEST_ALREADY_COMPLETED);
      }
      return rows;
    });
    batch.markCommitted();

    const documentIds = saved.map((d) => d.id);
    const requestId = dto.requestId ?? null;
    await this.activity.record(userId, 'document.upload', req, {
      documentIds,
      category: dto.category,
      files: saved.length,
      bytes: saved.reduce((sum, d) => sum + d.fileSize, 0),
      requestId,
    });
    this.events.emit('document.uploaded', { userId, documentIds, requestId });
    if (requestId !== null) this.events.emit('request.fulfilled', { userId, requestId, documentId: documentIds[0] });

    return UploadDocumentsResponseDto.from(saved.map((d) => DocumentResponseDto.from(d)));
  }

  /** Opens the owner's file. Another user's document and an unknown id are both simply not found. */
  async openFile(userId: number, id: number, inline: boolean): Promise<DocumentDownload> {
    const doc = await this.documents.findOne({ where: { id, userId } });
    if (!doc) throw new NotFoundException(DOCUMENT_NOT_FOUND);
    try {
      const object = await this.storage.get(doc.storageKey);
      return { body: object.body, size: object.size, headers: fileResponseHeaders(doc.fileName, doc.fileType, inline) };
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      // A row whose object is gone is a fault on our side; the owner just sees the file as missing.
      this.logger.error(`Document ${doc.id} has no stored object at ${doc.storageKey}`);
      throw new NotFoundException('The file for this document is no longer available');
    }
  }

  /** The request must be the user's own and still open: 404 for anyone else's (or none), 409 once completed. */
  private async assertOpenRequest(requests: Repository<DocumentRequest>, userId: number, requestId: number): Promise<void> {
    const request = await requests.findOne({ where: { id: requestId, clientId: userId } });
    if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (!(OPEN_REQUEST_STATUSES as readonly string[]).includes(request.status)) throw new ConflictException(REQUEST_ALREADY_COMPLETED);
  }
}
