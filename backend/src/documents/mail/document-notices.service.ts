import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { BusinessPeople } from '../../access/business-people';
import { documentCategoriesOf, roleGrants, roleReachesCategory } from '../../access/client-capabilities';
import { BusinessMember } from '../../businesses/business-member.entity';
import { CLIENT_ROLES, type ClientRole } from '../../businesses/business-roles';
import { BusinessesService } from '../../businesses/businesses.service';
import { ClientBusiness } from '../../businesses/client-business.entity';
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
    private readonly people: BusinessPeople,
    private readonly businesses: BusinessesService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Where a reader turns reminders and review notices off; also the List-Unsubscribe target. */
  get preferencesUrl(): string {
    return `${this.mail.context.link('/dashboard/settings')}#notifications`;
  }

  get unsubscribeHeaders(): Record<string, string> {
    return { 'List-Unsubscribe': `<${this.preferencesUrl}>` };
  }

  /**
   * Who hears about a request (its mail and its reminders): the members who may act on requests
   * (owners and bookkeepers, `whoMay(id, 'requests', 'write')`); a request in a category some role
   * is limited to (payroll) goes to the owners and that role instead (docs/documents-and-requests.md).
   */
  async requestRecipients(businessId: number, documentType: string, m?: EntityManager): Promise<User[]> {
    const limited = CLIENT_ROLES.filter((role) => documentCategoriesOf(role)?.includes(documentType));
    if (limited.length === 0) return this.people.whoMay(businessId, 'requests', 'write', m);
    return this.businesses.membersWithRole(businessId, ['owner', ...limited], m);
  }

  /** The members who may read the business's documents of `category` (the payroll role only its own). */
  async documentReaders(businessId: number, category: string, m?: EntityManager): Promise<Array<{ user: User; role: ClientRole }>> {
    const roles = CLIENT_ROLES.filter((role) => roleGrants(role, 'documents', 'read') && roleReachesCategory(role, category));
    const members = await (m ?? this.dataSource.manager).getRepository(BusinessMember).find({
      where: roles.map((role) => ({ businessId, role })),
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return members.flatMap((r) => (r.user ? [{ user: r.user, role: r.role }] : []));
  }

  async requestMade(m: EntityManager, request: DocumentRequest, staff: User): Promise<void> {
    for (const person of await this.requestRecipients(request.clientId, request.documentType, m)) {
      await this.mail.queue(
        m,
        documentRequestMail,
        person.email,
        {
          name: greetingName(person),
          requestId: request.id,
          title: documentTypeLabel(request.documentType),
          description: request.description,
          dueDate: request.dueDate,
          requestedBy: `${displayName(staff)} at ${this.mail.context.firm.name}`,
        },
        { userId: person.id },
      );
    }
  }

  /**
   * A review: to the member who uploaded the document, while they still may read it; when they
   * may not (gone, removed, or a role without it), to the owners. Each as their settings say.
   */
  async documentReviewed(
    m: EntityManager,
    doc: { id: number; businessId: number; userId: number | null; fileName: string; category: string },
    outcome: string,
    note: string | null,
    staff: User,
  ): Promise<void> {
    if (!['approved', 'rejected', 'needs_revision'].includes(outcome)) return;
    const readers = await this.documentReaders(doc.businessId, doc.category, m);
    const uploader = readers.find((r) => r.user.id === doc.userId);
    const recipients = uploader ? [uploader.user] : readers.filter((r) => r.role === 'owner').map((r) => r.user);
    for (const person of recipients) {
      if (!(await this.preferences.get(person.id, m)).documentReviews) continue;
      await this.mail.queue(
        m,
        documentReviewedMail,
        person.email,
        {
          name: greetingName(person),
          documentId: doc.id,
          fileName: doc.fileName,
          status: outcome as ReviewOutcome,
          note,
          reviewer: displayName(staff),
          preferencesUrl: this.preferencesUrl,
        },
        { userId: person.id, headers: this.unsubscribeHeaders },
      );
    }
  }

  /**
   * The firm published documents to the business: one mail per publication, whatever the number of
   * files, to each member who may read documents of that category. Returns how many were mailed.
   */
  async firmDocumentsPublished(
    m: EntityManager,
    businessId: number,
    publication: { category: string; count: number; acknowledgementRequested: boolean },
    staff: User,
  ): Promise<number> {
    const readers = await this.documentReaders(businessId, publication.category, m);
    for (const { user: person } of readers) {
      await this.mail.queue(
        m,
        firmDocumentPublishedMail,
        person.email,
        {
          name: greetingName(person),
          category: publication.category,
          count: publication.count,
          publishedBy: `${displayName(staff)} at ${this.mail.context.firm.name}`,
          acknowledgementRequested: publication.acknowledgementRequested,
        },
        { userId: person.id },
      );
    }
    return readers.length;
  }

  /**
   * A business's upload: each assigned accountant gets a mail now or an entry for the daily digest,
   * as they chose. An unassigned client's uploads go to no one by mail (the staff console's
   * notifications still show them to everyone).
   */
  async clientUploaded(m: EntityManager, businessId: number, docs: Array<{ id: number; fileName: string }>): Promise<void> {
    if (docs.length === 0) return;
    const ids = await this.access.assignedAccountantIds(businessId, m);
    if (ids.length === 0) return;
    const business = await m.findOne(ClientBusiness, { where: { id: businessId } });
    if (!business) return;
    const staff = await m.find(User, { where: { id: In(ids) } });
    for (const s of staff) {
      if (staffRoleOf(s) === null) continue;
      const mode = (await this.preferences.get(s.id, m)).staffUploads;
      if (mode === 'digest') {
        await m.insert(
          StaffUploadDigestItem,
          docs.map((d) => ({ staffId: s.id, clientId: businessId, documentId: d.id })),
        );
      } else {
        await this.mail.queue(
          m,
          staffUploadMail,
          s.email,
          { staffName: greetingName(s), client: business.name, clientId: businessId, files: docs.map((d) => d.fileName) },
          { userId: s.id },
        );
      }
    }
  }
}
