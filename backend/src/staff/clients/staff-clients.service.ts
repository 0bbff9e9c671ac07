import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { DocumentRequestsService } from '../../documents/document-requests.service';
import { DocumentsService } from '../../documents/documents.service';
import { EmployeesService } from '../../employees/employees.service';
import { PaymentsService } from '../../billing/payments.service';
import { BillingSubscriptionsService } from '../../billing/subscriptions.service';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { ClientAssignment } from '../../access/client-assignment.entity';
import { ClientAssignmentResponseDto } from '../dto/client-assignment-response.dto';
import { ClientProfileResponseDto } from '../../users/dto/user-response.dto';
import { displayName } from '../../users/display-name';
import { DocumentRequestResponseDto } from '../../documents/dto/document-request-response.dto';
import { StaffDocumentResponseDto } from '../../documents/dto/document-response.dto';
import { ClientQueryDto } from './dto/client-query.dto';
import { ClientCounts, ClientDetailResponseDto, ClientPageResponseDto, ClientSummaryResponseDto } from './dto/client-response.dto';

@Injectable()
export class StaffClientsService {
  constructor(
    private readonly users: UsersService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly payments: PaymentsService,
    private readonly documents: DocumentsService,
    private readonly requests: DocumentRequestsService,
    private readonly employees: EmployeesService,
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
  ) {}

  /** Clients in the staff member's scope, newest first. */
  async list(staff: User, query: ClientQueryDto): Promise<ClientPageResponseDto> {
    const [rows, total] = await this.users.findPage(
      this.access.scopeFor(staff),
      {
        q: query.q,
        profileComplete: query.profileComplete,
        narrow: (qb, userId) => {
          if (query.hasActiveSubscription !== undefined)
            this.subscriptions.whereHasActiveSubscription(qb, userId, query.hasActiveSubscription);
          if (query.hasOpenRequests !== undefined) this.requests.whereHasOpenRequest(qb, userId, query.hasOpenRequests);
        },
      },
      query,
    );
    const counts = await this.countsFor(rows.map((u) => u.id));
    return {
      items: rows.map((u) => ClientSummaryResponseDto.from(u, counts.get(u.id) ?? emptyCounts())),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** The client page: profile, company employees, billing, documents, requests and who looks after them. */
  async detail(staff: User, clientId: number, audit: AuditContext): Promise<ClientDetailResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const [employees, subscriptions, payments, documents, requests, assignments] = await Promise.all([
      this.employees.listOwn(clientId),
      this.subscriptions.listForStaff(clientId),
      this.payments.listForStaff(clientId),
      this.documents.listEntitiesForOwner(clientId),
      this.requests.listEntitiesForClient(clientId),
      this.assignments.find({
        where: { clientId, isActive: true },
        relations: { client: true, accountant: true },
        order: { assignedAt: 'ASC' },
      }),
    ]);
    const reviewers = await this.users.displayNames(documents.map((d) => d.reviewedBy));
    // Opening a client's file is itself worth an audit row: it is access to personal information.
    await this.activity.record(audit, 'staff.client.view', { clientId, client: displayName(client) });
    return {
      profile: ClientProfileResponseDto.from(client),
      employees: employees.items,
      subscriptions,
      payments,
      documents: documents.map((d) => StaffDocumentResponseDto.from(d, reviewers)),
      requests: requests.map((r) => DocumentRequestResponseDto.from(r)),
      assignments: assignments.map((a) => ClientAssignmentResponseDto.from(a)),
    };
  }

  /** Per-client figures for one page of the list, in three grouped queries rather than three per client. */
  private async countsFor(ids: number[]): Promise<Map<number, ClientCounts>> {
    const out = new Map<number, ClientCounts>(ids.map((id) => [id, emptyCounts()]));
    if (ids.length === 0) return out;
    const [active, open, awaiting] = await Promise.all([
      this.subscriptions.activeTitles(ids),
      this.requests.openCounts(ids),
      this.documents.awaitingReviewCounts(ids),
    ]);
    for (const [clientId, title] of active) {
      const c = out.get(clientId);
      if (c) c.activeSubscriptionTitle = title;
    }
    for (const [clientId, n] of open) {
      const c = out.get(clientId);
      if (c) c.openRequests = n;
    }
    for (const [clientId, n] of awaiting) {
      const c = out.get(clientId);
      if (c) c.documentsAwaitingReview = n;
    }
    return out;
  }
}

function emptyCounts(): ClientCounts {
  return { activeSubscriptionTitle: null, openRequests: 0, documentsAwaitingReview: 0 };
}
