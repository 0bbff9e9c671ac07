import { BusinessProfileService } from '../../businesses/business-profile.service';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { DataSource, In, Repository } from 'typeorm';
import { usersWithTotp } from '../../account-security/two-factor-state';
import { findBusinessPage, primaryPeopleOf } from '../../businesses/business-directory';
import { BusinessMember } from '../../businesses/business-member.entity';
import { BusinessesService } from '../../businesses/businesses.service';
import { NotFoundError } from '../../common/errors/domain-error';
import { ActivityService } from '../../activity/activity.service';
import { DocumentRequestsService } from '../../documents/document-requests.service';
import { DocumentsService } from '../../documents/documents.service';
import { EmployeesService } from '../../employees/employees.service';
import { PaymentsService } from '../../billing/payments.service';
import { BillingSubscriptionsService } from '../../billing/subscriptions.service';
import { InvitationsService } from '../../memberships/invitations.service';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ClientAccessService, CLIENT_NOT_FOUND } from '../../access/client-access.service';
import { ClientAssignment } from '../../access/client-assignment.entity';
import { ClientAssignmentResponseDto } from '../dto/client-assignment-response.dto';
import { DocumentRequestResponseDto } from '../../documents/dto/document-request-response.dto';
import { StaffDocumentResponseDto } from '../../documents/dto/document-response.dto';
import { ClientQueryDto } from './dto/client-query.dto';
import {
  AwaitingOwnerDto,
  ClientBusinessResponseDto,
  ClientCounts,
  ClientDetailResponseDto,
  ClientPageResponseDto,
  ClientPersonResponseDto,
  ClientProfileResponseDto,
  ClientSummaryResponseDto,
} from './dto/client-response.dto';

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
    private readonly businesses: BusinessesService,
    private readonly profiles: BusinessProfileService,
    private readonly invitations: InvitationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Client businesses in the staff member's scope, newest first, each with the owner who stands for it. */
  async list(staff: User, query: ClientQueryDto): Promise<ClientPageResponseDto> {
    const [rows, total] = await findBusinessPage(
      this.dataSource.manager,
      this.access.scopeFor(staff),
      {
        q: query.q,
        profileComplete: query.profileComplete,
        alsoMatch: (qb, businessColumn, param) => this.invitations.openInvitationMatches(qb, businessColumn, param),
        narrow: (qb, businessColumn) => {
          if (query.hasActiveSubscription !== undefined)
            this.subscriptions.whereHasActiveSubscription(qb, businessColumn, query.hasActiveSubscription);
          if (query.hasOpenRequests !== undefined) this.requests.whereHasOpenRequest(qb, businessColumn, query.hasOpenRequests);
        },
      },
      query,
    );
    const ids = rows.map((b) => b.id);
    const [counts, people, headcounts] = await Promise.all([
      this.countsFor(ids),
      primaryPeopleOf(this.dataSource.manager, ids),
      this.headcounts(ids),
    ]);
    // Businesses with nobody yet were onboarded by staff: the owner they invited stands for them.
    const invitees = await this.invitations.openOwnerInvitationsOf(ids.filter((id) => !people.has(id)));
    return {
      items: rows.flatMap((b) => {
        const person = people.get(b.id);
        const rowCounts = counts.get(b.id) ?? emptyCounts();
        if (person) return [ClientSummaryResponseDto.from(b, person, headcounts.get(b.id) ?? 0, rowCounts)];
        const invitee = invitees.get(b.id);
        // A business with neither (its invitation revoked) is nobody's yet: nothing to show of it.
        return invitee ? [ClientSummaryResponseDto.awaiting(b, invitee, rowCounts)] : [];
      }),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /**
   * The client page: the business and its people, the company profile, employees, billing,
   * documents, requests and who looks after it.
   */
  async detail(staff: User, clientId: number, audit: AuditContext): Promise<ClientDetailResponseDto> {
    const business = await this.access.clientFor(staff, clientId);
    const members = await this.businesses.membersOf(business.id);
    // A business keeps an owner once it has one. One onboarded by staff has none until its first
    // owner accepts; meanwhile its page opens on the invitation, so staff can prepare the file
    // (docs/client-businesses.md, "Onboarding"). With neither (the invitation revoked) it is
    // nobody's, and hidden as the list hides it.
    const invitee = members.length === 0 ? (await this.invitations.openOwnerInvitationsOf([business.id])).get(business.id) : undefined;
    if (members.length === 0 && !invitee) throw new NotFoundError('client.not_found', CLIENT_NOT_FOUND);
    const [employees, subscriptions, payments, documents, requests, assignments, totp] = await Promise.all([
      this.employees.listForBusiness(business.id),
      this.subscriptions.listForStaff(business.id),
      this.payments.listForStaff(business.id),
      this.documents.listEntitiesForBusiness(business.id),
      this.requests.listEntitiesForClient(business.id),
      this.assignments.find({
        where: { clientId: business.id, isActive: true },
        relations: { client: true, accountant: true },
        order: { assignedAt: 'ASC' },
      }),
      usersWithTotp(
        this.dataSource.manager,
        members.map((m) => m.userId),
      ),
    ]);
    const people = await this.users.displayNames(documents.flatMap((d) => [d.reviewedBy, d.userId]));
    // Opening a client's file is itself worth an audit row: it is access to personal information.
    await this.activity.record(audit, 'staff.client.view', { clientId: business.id, businessId: business.id, client: business.name });
    return {
      business: ClientBusinessResponseDto.from(business),
      people: members.map((m) => ClientPersonResponseDto.from(m.user, m.role, totp.has(m.userId))),
      // The person part is the first owner's; the company part is the business's own profile.
      profile: members.length > 0 ? ClientProfileResponseDto.from(members[0].user, await this.profiles.profileOf(business.id)) : null,
      awaitingOwner: invitee ? AwaitingOwnerDto.of(invitee, Date.now()) : null,
      employees: employees.items,
      subscriptions,
      payments,
      documents: documents.map((d) => StaffDocumentResponseDto.from(d, people)),
      requests: requests.map((r) => DocumentRequestResponseDto.from(r)),
      assignments: assignments.map((a) => ClientAssignmentResponseDto.from(a)),
    };
  }

  /** How many people act for each business of one page, in one grouped query. */
  private async headcounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(BusinessMember)
      .createQueryBuilder('m')
      .select('m.businessId', 'businessId')
      .addSelect('COUNT(*)', 'n')
      .where({ businessId: In(ids) })
      .groupBy('m.businessId')
      .getRawMany<{ businessId: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.businessId), Number(r.n)]));
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
