import { Injectable } from '@nestjs/common';
import { ClientAccessService } from '../../access/client-access.service';
import { InvoicesService } from '../../billing/invoices.service';
import { invoiceNumberText } from '../../billing/billing-rules';
import { BusinessesService } from '../../businesses/businesses.service';
import { Clock } from '../../common/clock/clock';
import { OwnerScope } from '../../common/scope/owner-scope';
import { DocumentsService } from '../../documents/documents.service';
import { EngagementLettersService } from '../../engagement/engagement-letters.service';
import { InvitationsService } from '../../memberships/invitations.service';
import { MessagesService } from '../../messages/messages.service';
import { displayName } from '../../users/display-name';
import { User } from '../../users/user.entity';
import { JobAttentionGroupDto } from '../../work/dto/job.dto';
import { WorkService } from '../../work/work.service';
import {
  ATTENTION_ITEMS_PER_SECTION,
  AttentionItemDto,
  AttentionKind,
  AttentionResponseDto,
  AttentionSectionDto,
  NEW_PEOPLE_WINDOW_DAYS,
} from './dto/attention-response.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a section knows of an item; the fields only some kinds carry default to null. */
type ItemFields = Pick<AttentionItemDto, 'id' | 'clientId' | 'clientName' | 'title'> &
  Partial<Pick<AttentionItemDto, 'role' | 'joinedBy' | 'unread' | 'amountCents' | 'dueDate'>> & { at: Date | null };

function item({ at, ...fields }: ItemFields): AttentionItemDto {
  return { role: null, joinedBy: null, unread: null, amountCents: null, dueDate: null, ...fields, at: at ? at.toISOString() : null };
}

/** A group of jobs as the work module answers it, as a section. */
function jobSection(kind: AttentionKind, group: JobAttentionGroupDto): AttentionSectionDto {
  const items = group.items.map((job) =>
    item({ id: job.id, clientId: job.client.id, clientName: job.client.name, title: job.title, at: null, dueDate: job.dueDate }),
  );
  return section(kind, group.count, items);
}

function section(kind: AttentionKind, count: number, items: AttentionItemDto[], since: Date | null = null): AttentionSectionDto {
  return { kind, count, since: since ? since.toISOString() : null, items };
}

/**
 * The staff overview, "What needs attention" (docs/staff-console.md): for one staff member, in
 * their scope (ClientAccessService), each section's count and its first few items. The job
 * sections are the staff member's own jobs (WorkService.attentionFor); the others cover every
 * client in their scope. Every section
 * is a fixed number of queries, whatever the number of clients or items, run by the domain that
 * owns the rows; this service only puts them side by side.
 */
@Injectable()
export class StaffAttentionService {
  constructor(
    private readonly access: ClientAccessService,
    private readonly businesses: BusinessesService,
    private readonly invitations: InvitationsService,
    private readonly invoices: InvoicesService,
    private readonly messages: MessagesService,
    private readonly documents: DocumentsService,
    private readonly work: WorkService,
    private readonly letters: EngagementLettersService,
    private readonly clock: Clock,
  ) {}

  async forStaff(staff: User): Promise<AttentionResponseDto> {
    const scope = this.access.scopeFor(staff);
    const [jobs, ...others] = await Promise.all([
      this.work.attentionFor(staff),
      this.newPeople(scope),
      this.proofsOfPayment(scope),
      this.unreadMessages(staff),
      this.documentsToReview(scope),
      this.unsignedLetters(staff),
    ]);
    return { sections: [jobSection('overdue_jobs', jobs.overdue), jobSection('jobs_due_this_week', jobs.dueThisWeek), ...others] };
  }

  /**
   * People who signed up or accepted an invitation in the last seven days. A window rather than
   * "since you last looked": several staff share the clients, nobody has to dismiss anything, and
   * a person who joined stays visible for a week to whoever opens the console.
   */
  private async newPeople(scope: OwnerScope): Promise<AttentionSectionDto> {
    const since = new Date(this.clock.nowMs() - NEW_PEOPLE_WINDOW_DAYS * DAY_MS);
    const [rows, count] = await this.businesses.membersJoinedSince(scope, since, ATTENTION_ITEMS_PER_SECTION);
    const invited = await this.invitations.acceptedBy(rows);
    const items = rows.map((m) =>
      item({
        id: m.userId,
        clientId: m.businessId,
        clientName: m.business.name,
        title: displayName(m.user),
        at: m.createdAt,
        role: m.role,
        joinedBy: invited.has(`${m.businessId}:${m.userId}`) ? 'accepted_invitation' : 'signed_up',
      }),
    );
    return section('new_people', count, items, since);
  }

  private async proofsOfPayment(scope: OwnerScope): Promise<AttentionSectionDto> {
    const [rows, count] = await this.invoices.proofsAwaitingConfirmation(scope, ATTENTION_ITEMS_PER_SECTION);
    const items = rows.flatMap((inv) =>
      inv.business && inv.proofUploadedAt
        ? [
            item({
              id: inv.id,
              clientId: inv.business.id,
              clientName: inv.business.name,
              title: invoiceNumberText(inv.number),
              at: inv.proofUploadedAt,
              amountCents: inv.totalCents,
            }),
          ]
        : [],
    );
    return section('proofs_of_payment', count, items);
  }

  /** Counted in conversations, as the list shows them; the navigation's count is of messages. */
  private async unreadMessages(staff: User): Promise<AttentionSectionDto> {
    const [totals, rows] = await Promise.all([
      this.messages.unreadForStaff(staff),
      this.messages.unreadConversationsForStaff(staff, ATTENTION_ITEMS_PER_SECTION),
    ]);
    const items = rows.map((c) =>
      item({ id: c.id, clientId: c.businessId, clientName: c.businessName, title: c.subject, at: c.since, unread: c.unread }),
    );
    return section('unread_messages', totals.conversations, items);
  }

  private async documentsToReview(scope: OwnerScope): Promise<AttentionSectionDto> {
    const [rows, count] = await this.documents.listByStatus('pending', scope, { limit: ATTENTION_ITEMS_PER_SECTION, offset: 0 });
    const items = rows.map((d) =>
      item({ id: d.id, clientId: d.businessId, clientName: d.business?.name ?? '', title: d.fileName, at: d.uploadedAt }),
    );
    return section('documents_to_review', count, items);
  }

  /** Engagement letters sent and not yet signed by the client, the oldest first (docs/engagement-letters.md). */
  private async unsignedLetters(staff: User): Promise<AttentionSectionDto> {
    const { count, letters } = await this.letters.unsignedAttention(staff, ATTENTION_ITEMS_PER_SECTION);
    const items = letters.map((l) =>
      item({ id: l.id, clientId: l.businessId ?? 0, clientName: l.businessName ?? '', title: `${l.title} (${l.reference})`, at: l.sentAt }),
    );
    return section('unsigned_letters', count, items);
  }
}
