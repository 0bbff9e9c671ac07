import { documentTypeLabel } from '@table-bay/shared';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainEventMap, DomainEvents } from '../../common/events/domain-events';
import { DocumentRequestsService } from '../../documents/document-requests.service';
import { DocumentsService } from '../../documents/documents.service';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { BusinessesService } from '../../businesses/businesses.service';
import type { ClientBusiness } from '../../businesses/client-business.entity';
import type { User } from '../../users/user.entity';
import { AdminNotification } from '../admin-notification.entity';
import { displayName } from '../../users/display-name';
import { insertRows } from '../../database/insert-rows';

type NotificationDraft = Pick<AdminNotification, 'title' | 'message' | 'type' | 'relatedTo' | 'relatedId'> &
  Partial<Pick<AdminNotification, 'businessId' | 'actorId'>>;

/**
 * Turns what clients and visitors do into staff notifications. Client events go to the accountants
 * assigned to that client business, or to everyone when nobody is assigned, so an unowned client's
 * upload is never missed. Enquiries go to everyone. A notice about a client names the person who
 * acted and the business they acted for, and links to the business (relatedId).
 */
@Injectable()
export class StaffNotificationsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @InjectRepository(AdminNotification) private readonly notifications: Repository<AdminNotification>,
    private readonly users: UsersService,
    private readonly documents: DocumentsService,
    private readonly requests: DocumentRequestsService,
    private readonly access: ClientAccessService,
    private readonly businesses: BusinessesService,
  ) {}

  onModuleInit(): void {
    this.events.on('enquiry.received', (e) => this.onEnquiry(e));
    this.events.on('document.uploaded', (e) => this.onUpload(e));
    this.events.on('request.fulfilled', (e) => this.onFulfilled(e));
    this.events.on('account.deleted', (e) => this.onAccountDeleted(e));
    this.events.on('invoice.proof_received', (e) => this.onProofReceived(e));
  }

  /**
   * Proof of payment goes to each staff member who confirms it, the client's accountants and the
   * firm's finance people (ClientAccessService.financeStaffFor, the list the mail goes to), each
   * with their own row: one of them reading it does not hide it from the others.
   */
  async onProofReceived(e: DomainEventMap['invoice.proof_received']): Promise<void> {
    const actor = await this.actorAndBusiness(e);
    if (!actor) return;
    const { person, business } = actor;
    const who = whoActed(person, business);
    const staff = await this.access.financeStaffFor(business.id);
    if (staff.length === 0) return;
    await this.notifyAll(
      staff.map((s) => s.id),
      {
        type: 'proof_of_payment',
        title: `Proof of payment from ${who}`,
        message: `${who} sent proof of payment for invoice ${e.invoiceNumber}. Check it against the bank and mark the invoice paid.`,
        relatedTo: 'client',
        relatedId: business.id,
        businessId: business.id,
        actorId: person.id,
      },
    );
  }

  async onEnquiry(e: DomainEventMap['enquiry.received']): Promise<void> {
    const source = e.kind === 'contact' ? 'contact form' : 'website enquiry form';
    await this.notifyAll([null], {
      type: 'enquiry',
      title: `New enquiry from ${e.name}`,
      message: `${e.name} (${e.email}) wrote through the ${source}.`,
      relatedTo: e.kind === 'contact' ? 'contact_submission' : 'waitlist_submission',
      relatedId: e.id,
    });
  }

  async onUpload(e: DomainEventMap['document.uploaded']): Promise<void> {
    const actor = await this.actorAndBusiness(e);
    if (!actor || e.documentIds.length === 0) return;
    const { person, business } = actor;
    const docs = await this.documents.fileNames(e.businessId, e.documentIds);
    const who = whoActed(person, business);
    const count = docs.length || e.documentIds.length;
    const files =
      docs
        .slice(0, 3)
        .map((d) => d.fileName)
        .join(', ') + (docs.length > 3 ? ` and ${docs.length - 3} more` : '');
    await this.notifyAll(await this.recipientsFor(business.id), {
      type: 'document_uploaded',
      title: `New upload from ${who}`,
      message: `${who} uploaded ${count} document${count === 1 ? '' : 's'} for review${files ? `: ${files}` : ''}.`,
      relatedTo: 'client',
      relatedId: business.id,
      businessId: business.id,
      actorId: person.id,
    });
  }

  async onFulfilled(e: DomainEventMap['request.fulfilled']): Promise<void> {
    const actor = await this.actorAndBusiness(e);
    if (!actor) return;
    const { person, business } = actor;
    const [request, doc] = await Promise.all([
      this.requests.findForClient(business.id, e.requestId),
      this.documents.fileNames(e.businessId, [e.documentId]).then((found) => found[0] ?? null),
    ]);
    const who = whoActed(person, business);
    const what = request ? `the ${documentTypeLabel(request.documentType)} request` : 'a document request';
    await this.notifyAll(await this.recipientsFor(business.id), {
      type: 'request_fulfilled',
      title: `${who} fulfilled a document request`,
      message: `${who} answered ${what}${doc ? ` with ${doc.fileName}` : ''}.`,
      relatedTo: 'client',
      relatedId: business.id,
      businessId: business.id,
      actorId: person.id,
    });
  }

  /**
   * Notices name the person who acted, so they go with that person's account (decision 0008);
   * notices about a business that closes go with it (the foreign keys do both; this keeps the
   * rule visible where the notices are made).
   */
  async onAccountDeleted(e: DomainEventMap['account.deleted']): Promise<void> {
    await this.notifications.delete({ actorId: e.userId });
  }

  /** The person who acted and the business they acted for; null when either has gone meanwhile. */
  private async actorAndBusiness(e: { userId: number; businessId?: number }): Promise<{ person: User; business: ClientBusiness } | null> {
    const person = await this.users.findById(e.userId);
    if (!person) return null;
    const businessId = e.businessId ?? (await this.businesses.defaultFor(person.id))?.id;
    if (businessId === undefined) return null;
    const business = await this.businesses.get(businessId).catch(() => null);
    return business ? { person, business } : null;
  }

  private async recipientsFor(businessId: number): Promise<Array<number | null>> {
    const accountants = await this.access.assignedAccountantIds(businessId);
    return accountants.length > 0 ? accountants : [null];
  }

  /**
   * One INSERT for all recipients, without TypeORM's `save` (its own transaction and a read-back
   * of the generated columns, which nothing here reads): every enquiry under load pays for these
   * statements (docs/performance.md, "Enquiries under load").
   */
  private async notifyAll(recipients: Array<number | null>, draft: NotificationDraft): Promise<void> {
    const { businessId = null, actorId = null, ...notice } = draft;
    await insertRows(
      this.notifications.manager,
      AdminNotification,
      recipients.map((userId) => ({ ...notice, businessId, actorId, title: notice.title.slice(0, 200), userId, isRead: false })),
    );
  }
}

/** "Thandi Nkosi (Nkosi Catering)"; just the person when the business bears their name. */
function whoActed(person: User, business: ClientBusiness): string {
  const name = displayName(person);
  return business.name.trim().toLowerCase() === name.trim().toLowerCase() ? name : `${name} (${business.name})`;
}
