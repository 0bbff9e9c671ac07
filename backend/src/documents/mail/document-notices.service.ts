import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { documentTypeLabel } from '@table-bay/shared';
import { DocumentRequest } from '../document-request.entity';
import { MailService } from '../../mail/mail.service';
import { staffRoleOf } from '../../users/staff-roles';
import { ClientAccessService } from '../../access/client-access.service';
import { displayName } from '../../users/display-name';
import { User } from '../../users/user.entity';
import { greetingName } from '../../users/display-name';
import { documentRequestMail, documentReviewedMail, firmDocumentPublishedMail, ReviewOutcome } from './documents.mails';
import { staffUploadMail } from './staff-uploads.mails';
import { StaffUploadDigestItem } from '../../notifications/notification-entities';
import { NotificationPreferencesService } from '../../notifications/notification-preferences.service';

/**
 * The mails the portal's work causes: a request made, a document reviewed, documents
 * published, a client's upload. Each method takes the caller's EntityManager so the mail commits with the change.
 */
@Injectable()
export class DocumentNoticesService {
  constructor(
    private readonly mail: MailService,
    private readonly preferences: NotificationPreferencesService,
    private readonly access: ClientAccessService,
  ) {}

  /** Where a reader turns reminders and review notices off; also the List-Unsubscribe target. */
  get preferencesUrl(): string {
    return `${this.mail.context.link('/dashboard/settings')}#notifications`;
  }

  get unsubscribeHeaders(): Record<string, string> {
    return { 'List-Unsubscribe': `<${this.preferencesUrl}>` };
  }

  async requestMade(m: EntityManager, client: User, request: DocumentRequest, staff: User): Promise<void> {
    await this.mail.queue(
      m,
      documentRequestMail,
      client.email,
      {
        name: greetingName(client),
        requestId: request.id,
        title: documentTypeLabel(request.documentType),
        description: request.description,
        dueDate: request.dueDate,
        requestedBy: `${displayName(staff)} at ${this.mail.context.firm.name}`,
      },
      { userId: client.id },
    );
  }

  async documentReviewed(
    m: EntityManager,
    client: User,
    doc: { id: number; fileName: string },
    outcome: string,
    note: string | null,
    staff: User,
  ): Promise<void> {
    if (!['approved', 'rejected', 'needs_revision'].includes(outcome)) return;
    if (!(await this.preferences.get(client.id, m)).documentReviews) return;
    await this.mail.queue(
      m,
      documentReviewedMail,
      client.email,
      {
        name: greetingName(client),
        documentId: doc.id,
        fileName: doc.fileName,
        status: outcome as ReviewOutcome,
        note,
        reviewer: displayName(staff),
        preferencesUrl: this.preferencesUrl,
      },
      { userId: client.id, headers: this.unsubscribeHeaders },
    );
  }

  /** The firm published documents to the client: one mail per publication, whatever the number of files. */
  async firmDocumentsPublished(
    m: EntityManager,
    client: User,
    publication: { category: string; count: number; acknowledgementRequested: boolean },
    staff: User,
  ): Promise<void> {
    await this.mail.queue(
      m,
      firmDocumentPublishedMail,
      client.email,
      {
        name: greetingName(client),
        category: publication.category,
        count: publication.count,
        publishedBy: `${displayName(staff)} at ${this.mail.context.firm.name}`,
        acknowledgementRequested: publication.acknowledgementRequested,
      },
      { userId: client.id },
    );
  }

  /**
   * A client's upload: each assigned accountant gets a mail now or an entry for the daily digest,
   * as they chose. An unassigned client's uploads go to no one by mail (the staff console's
   * notifications still show them to everyone).
   */
  async clientUploaded(m: EntityManager, client: User, docs: Array<{ id: number; fileName: string }>): Promise<void> {
    if (docs.length === 0) return;
    const ids = await this.access.assignedAccountantIds(client.id, m);
    if (ids.length === 0) return;
    const staff = await m.find(User, { where: { id: In(ids) } });
    for (const s of staff) {
      if (staffRoleOf(s) === null) continue;
      const mode = (await this.preferences.get(s.id, m)).staffUploads;
      if (mode === 'digest') {
        await m.insert(
          StaffUploadDigestItem,
          docs.map((d) => ({ staffId: s.id, clientId: client.id, documentId: d.id })),
        );
      } else {
        await this.mail.queue(
          m,
          staffUploadMail,
          s.email,
          { staffName: greetingName(s), client: displayName(client), clientId: client.id, files: docs.map((d) => d.fileName) },
          { userId: s.id },
        );
      }
    }
  }
}
