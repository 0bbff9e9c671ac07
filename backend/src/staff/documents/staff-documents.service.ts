import { Inject, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { Document } from '../../documents/document.entity';
import { FILE_STORAGE, FileStorage, StorageNotFoundError } from '../../storage/file-storage';
import { User } from '../../users/user.entity';
import { ClientAccessService } from '../access/client-access.service';
import { displayName } from '../dto/client-profile-response.dto';
import { StaffDocumentResponseDto } from '../dto/staff-document-response.dto';
import { ReviewDocumentDto } from './dto/review-document.dto';
import { ReviewQueueQueryDto, ReviewQueueResponseDto } from './dto/review-queue.dto';
import { markListsChanged } from '../../client-lists/lists-version';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const FILE_NOT_FOUND = 'The file of this document is missing from storage';

/** A MIME type we are willing to echo back; anything odd is served as plain bytes. */
const SAFE_MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

@Injectable()
export class StaffDocumentsService {
  constructor(
    @InjectRepository(Document) private readonly documents: Repository<Document>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
  ) {}

  /** Documents in one status across the staff member's clients; the pending ones are the review queue. */
  async queue(staff: User, query: ReviewQueueQueryDto): Promise<ReviewQueueResponseDto> {
    const qb = this.documents
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.user', 'u')
      .where('d.status = :status', { status: query.status });
    this.access.whereClient(qb, 'u');
    this.access.scope(qb, staff, 'd.userId');
    qb.orderBy('d.uploadedAt', 'ASC').addOrderBy('d.id', 'ASC').take(query.limit).skip(query.offset);
    const [rows, total] = await qb.getManyAndCount();
    const reviewers = await this.access.displayNames(rows.map((d) => d.reviewedBy));
    return {
      items: rows.map((d) => ({
        document: StaffDocumentResponseDto.from(d, reviewers),
        client: { id: d.userId, name: d.user ? displayName(d.user) : '', company: d.user?.company ?? null },
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /**
   * The stored file as a download. Always an attachment with the type the upload declared (or
   * octet-stream), so a hostile file can never render as a page of ours.
   */
  async file(staff: User, clientId: number, documentId: number, req: Request): Promise<StreamableFile> {
    const { client, doc } = await this.findDocument(staff, clientId, documentId);
    let stored;
    try {
      stored = await this.storage.get(doc.storageKey);
    } catch (err) {
      if (err instanceof StorageNotFoundError) throw new NotFoundException(FILE_NOT_FOUND);
      throw err;
    }
    await this.activity.record(staff.id, 'staff.document.download', req, {
      clientId,
      client: displayName(client),
      documentId: doc.id,
      fileName: doc.fileName,
    });
    return new StreamableFile(stored.body, {
      type: SAFE_MIME.test(doc.fileType) ? doc.fileType : 'application/octet-stream',
      length: stored.size,
      disposition: attachmentDisposition(doc.fileName),
    });
  }

  /** Records the outcome; the client reads it through GET /api/documents (status, reviewedAt, reviewNotes). */
  async review(staff: User, clientId: number, documentId: number, dto: ReviewDocumentDto, req: Request): Promise<StaffDocumentResponseDto> {
    const { client, doc } = await this.findDocument(staff, clientId, documentId);
    const now = new Date();
    const changes = {
      status: dto.status,
      reviewNotes: dto.reviewNotes ?? null,
      reviewedBy: staff.id,
      reviewedAt: now,
      lastModified: now,
    };
    await this.documents.manager.transaction(async (m) => {
      await markListsChanged(m, clientId);
      await m.getRepository(Document).update({ id: doc.id, userId: clientId }, changes);
    });
    await this.activity.record(staff.id, 'staff.document.review', req, {
      clientId,
      client: displayName(client),
      documentId: doc.id,
      fileName: doc.fileName,
      previousStatus: doc.status,
      status: dto.status,
    });
    const updated = await this.documents.findOneOrFail({ where: { id: doc.id } });
    return StaffDocumentResponseDto.from(updated, new Map([[staff.id, displayName(staff)]]));
  }

  private async findDocument(staff: User, clientId: number, documentId: number): Promise<{ client: User; doc: Document }> {
    const client = await this.access.clientFor(staff, clientId);
    const doc = await this.documents.findOne({ where: { id: documentId, userId: clientId } });
    if (!doc) throw new NotFoundException(DOCUMENT_NOT_FOUND);
    return { client, doc };
  }
}

/**
 * RFC 6266 Content-Disposition: an ASCII fallback name for old agents plus the exact UTF-8 name
 * (RFC 5987), with quotes and control characters removed so the header cannot be broken.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
