import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError } from '../common/errors/domain-error';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AuditContext } from '../common/audit/audit-context';
import { writeClientLists } from '../client-lists/lists-version';
import { DocumentNoticesService } from './mail/document-notices.service';
import { displayName } from '../users/display-name';
import { User } from '../users/user.entity';
import { Document } from './document.entity';
import { DocumentDownload, DocumentsService } from './documents.service';
import {
  FirmDocumentDto,
  FirmDocumentListDto,
  PUBLISH_NOBODY_TOLD_MESSAGE,
  PUBLISH_SUCCESS_MESSAGE,
  PublishFirmDocumentsDto,
  PublishFirmDocumentsResponseDto,
  StaffFirmDocumentDto,
} from './dto/firm-document.dto';
import { UploadBatch } from './upload/upload-batch';
import { DocumentReach, wholeBusiness } from './document-scope';
import { NO_FILES_MESSAGE } from './upload/upload-limits.constants';

export const ACKNOWLEDGEMENT_NOT_REQUESTED = 'This document does not ask for an acknowledgement';

/**
 * Documents from the firm (docs/documents-and-requests.md): staff publish files to a client, the
 * client reads, downloads and (when asked) acknowledges them. They are rows of `documents` with
 * source `firm`, so they share the archive's storage, quota, download policy, deletion and
 * export. Scope (which staff may publish to which client) is the staff side's: callers pass a
 * client they have already resolved through ClientAccessService.
 */
@Injectable()
export class FirmDocumentsService {
  constructor(
    @InjectRepository(Document) private readonly documents: Repository<Document>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly archive: DocumentsService,
    private readonly activity: ActivityService,
    private readonly notices: DocumentNoticesService,
  ) {}

  /**
   * Records the stored files as published documents and queues the client's mail, in one
   * transaction; until `batch.markCommitted()` the upload interceptor deletes the files again.
   */
  async publish(
    client: { id: number; name: string },
    staff: User,
    dto: PublishFirmDocumentsDto,
    batch: UploadBatch,
    audit: AuditContext,
  ): Promise<PublishFirmDocumentsResponseDto> {
    if (batch.files.length === 0) throw new InvalidInputError('document.no_files', NO_FILES_MESSAGE);
    const acknowledgementRequested = dto.acknowledgementRequested ?? false;
    const { saved, notified } = await writeClientLists(this.dataSource, { clients: client.id }, async (m) => {
      const rows = await this.archive.recordUploads(
        m,
        client.id,
        batch.files,
        { category: dto.category, description: dto.description ?? null },
        { fromStaff: staff.id, publication: { acknowledgementRequested } },
      );
      const told = await this.notices.firmDocumentsPublished(
        m,
        client.id,
        { category: dto.category, count: rows.length, acknowledgementRequested },
        staff,
      );
      return { saved: rows, notified: told };
    });
    batch.markCommitted();
    await this.activity.record(audit, 'staff.document.publish', {
      clientId: client.id,
      businessId: client.id,
      client: client.name,
      documentIds: saved.map((d) => d.id),
      category: dto.category,
      files: saved.length,
      bytes: saved.reduce((sum, d) => sum + d.fileSize, 0),
      acknowledgementRequested,
    });
    const name = displayName(staff);
    return {
      message: notified > 0 ? PUBLISH_SUCCESS_MESSAGE : PUBLISH_NOBODY_TOLD_MESSAGE,
      notified,
      documents: saved.map((d) => StaffFirmDocumentDto.forStaff(d, name)),
    };
  }

  /** The business's documents from the firm within `reach`, newest first, with how many are unread. */
  async listForBusiness(reach: DocumentReach): Promise<FirmDocumentListDto> {
    const rows = await this.load(reach);
    const names = await this.publisherNames(rows);
    return {
      items: rows.map((d) => FirmDocumentDto.from(d, d.publishedBy === null ? null : (names.get(d.publishedBy) ?? null))),
      unread: rows.filter((d) => d.readAt === null).length,
    };
  }

  /** The same documents as staff see them on the client's page: with read and acknowledged state. */
  async listForStaff(businessId: number): Promise<StaffFirmDocumentDto[]> {
    const rows = await this.load(wholeBusiness(businessId));
    const names = await this.publisherNames(rows);
    return rows.map((d) => StaffFirmDocumentDto.forStaff(d, d.publishedBy === null ? null : (names.get(d.publishedBy) ?? null)));
  }

  /** Opens the file through the archive's one download policy; the first opening marks it read. */
  async open(reach: DocumentReach, id: number, inline: boolean, audit: AuditContext): Promise<DocumentDownload> {
    const doc = await this.findOwned(reach, id);
    const file = await this.archive.openFile(reach, doc.id, { inline });
    await this.markRead(doc);
    await this.activity.record(audit, inline ? 'document.firm.view' : 'document.firm.download', {
      businessId: reach.businessId,
      documentId: doc.id,
      fileName: doc.fileName,
      category: doc.category,
    });
    return file;
  }

  /** Marks a document read without opening it (idempotent: the first time is kept). */
  async read(reach: DocumentReach, id: number, audit: AuditContext): Promise<FirmDocumentDto> {
    const doc = await this.findOwned(reach, id);
    if (await this.markRead(doc)) {
      await this.activity.record(audit, 'document.firm.read', {
        businessId: reach.businessId,
        documentId: doc.id,
        fileName: doc.fileName,
        category: doc.category,
      });
    }
    return this.one(reach, doc.id);
  }

  /**
   * "I have read and approve …": stored with the time, once. Only a document that asks for it
   * (409 otherwise); acknowledging again answers the same, with the first time.
   */
  async acknowledge(reach: DocumentReach, id: number, audit: AuditContext): Promise<FirmDocumentDto> {
    const doc = await this.findOwned(reach, id);
    if (!doc.acknowledgementRequested) throw new ConflictError('document.acknowledgement_not_requested', ACKNOWLEDGEMENT_NOT_REQUESTED);
    const now = wholeSecond();
    // Conditional on no acknowledgement yet, so two clicks racing keep the first time.
    const result = await this.documents.update(
      { id: doc.id, businessId: reach.businessId, acknowledgedAt: IsNull() },
      { acknowledgedAt: now, readAt: doc.readAt ?? now },
    );
    if (result.affected === 1) {
      await this.activity.record(audit, 'document.firm.acknowledge', {
        businessId: reach.businessId,
        documentId: doc.id,
        fileName: doc.fileName,
        category: doc.category,
        acknowledgedAt: now.toISOString(),
      });
    }
    return this.one(reach, doc.id);
  }

  /** One published document of the business within `reach`, or 404 (another business's or category's, an archive document, or none). */
  private findOwned(reach: DocumentReach, id: number): Promise<Document> {
    return this.archive.findOwned(reach, id, 'firm');
  }

  private async one(reach: DocumentReach, id: number): Promise<FirmDocumentDto> {
    const doc = await this.findOwned(reach, id);
    const names = await this.publisherNames([doc]);
    return FirmDocumentDto.from(doc, doc.publishedBy === null ? null : (names.get(doc.publishedBy) ?? null));
  }

  /** True when this call was the first reading. */
  private async markRead(doc: Document): Promise<boolean> {
    if (doc.readAt !== null) return false;
    // Firm documents are not in the client's cached archive list, so its version stays.
    const result = await this.documents.update({ id: doc.id, businessId: doc.businessId, readAt: IsNull() }, { readAt: wholeSecond() });
    return result.affected === 1;
  }

  private load(reach: DocumentReach): Promise<Document[]> {
    const where = {
      businessId: reach.businessId,
      source: 'firm' as const,
      ...(reach.categories === null ? {} : { category: In([...reach.categories]) }),
    };
    return this.documents.find({ where, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  private async publisherNames(rows: Document[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((d) => d.publishedBy).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await this.dataSource
      .getRepository(User)
      .find({ where: { id: In(ids) }, select: { id: true, username: true, firstName: true, lastName: true } });
    return new Map(users.map((u) => [u.id, displayName(u)]));
  }
}

/** DATETIME keeps whole seconds on MariaDB; match it so a reply equals what a later read returns. */
function wholeSecond(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
