import { documentTypeLabel } from '@table-bay/shared';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainEventMap, DomainEvents } from '../../common/events/domain-events';
import { DocumentRequestsService } from '../../documents/document-requests.service';
import { DocumentsService } from '../../documents/documents.service';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { AdminNotification } from '../admin-notification.entity';
import { displayName } from '../../users/display-name';

type NotificationDraft = Pick<AdminNotification, 'title' | 'message' | 'type' | 'relatedTo' | 'relatedId'>;

/**
 * Turns what clients and visitors do into staff notifications. Client events go to the accountants
 * assigned to that client, or to everyone when nobody is assigned, so an unowned client's upload is
 * never missed. Enquiries go to everyone.
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
  ) {}

  onModuleInit(): void {
    this.events.on('enquiry.received', (e) => this.onEnquiry(e));
    this.events.on('document.uploaded', (e) => this.onUpload(e));
    this.events.on('request.fulfilled', (e) => this.onFulfilled(e));
    this.events.on('account.deleted', (e) => this.onAccountDeleted(e));
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
    const client = await this.users.findById(e.userId);
    if (!client || e.documentIds.length === 0) return;
    const docs = await this.documents.fileNames(e.userId, e.documentIds);
    const name = displayName(client);
    const count = docs.length || e.documentIds.length;
    const files =
      docs
        .slice(0, 3)
        .map((d) => d.fileName)
        .join(', ') + (docs.length > 3 ? ` and ${docs.length - 3} more` : '');
    await this.notifyAll(await this.recipientsFor(client.id), {
      type: 'document_uploaded',
      title: `New upload from ${name}`,
      message: `${name} uploaded ${count} document${count === 1 ? '' : 's'} for review${files ? `: ${files}` : ''}.`,
      relatedTo: 'client',
      relatedId: client.id,
    });
  }

  async onFulfilled(e: DomainEventMap['request.fulfilled']): Promise<void> {
    const client = await this.users.findById(e.userId);
    if (!client) return;
    const [request, doc] = await Promise.all([
      this.requests.findForClient(e.userId, e.requestId),
      this.documents.fileNames(e.userId, [e.documentId]).then((found) => found[0] ?? null),
    ]);
    const name = displayName(client);
    const what = request ? `the ${documentTypeLabel(request.documentType)} request` : 'a document request';
    await this.notifyAll(await this.recipientsFor(client.id), {
      type: 'request_fulfilled',
      title: `${name} fulfilled a document request`,
      message: `${name} answered ${what}${doc ? ` with ${doc.fileName}` : ''}.`,
      relatedTo: 'client',
      relatedId: client.id,
    });
  }

  /** A deleted client's notifications name them: they go with the account (docs/decisions/0008-account-deletion.md). */
  async onAccountDeleted(e: DomainEventMap['account.deleted']): Promise<void> {
    await this.notifications.delete({ relatedTo: 'client', relatedId: e.userId });
  }

  private async recipientsFor(clientId: number): Promise<Array<number | null>> {
    const accountants = await this.access.assignedAccountantIds(clientId);
    return accountants.length > 0 ? accountants : [null];
  }

  private async notifyAll(recipients: Array<number | null>, draft: NotificationDraft): Promise<void> {
    await this.notifications.save(
      recipients.map((userId) => this.notifications.create({ ...draft, title: draft.title.slice(0, 200), userId, isRead: false })),
    );
  }
}
