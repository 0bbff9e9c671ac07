import type { BusinessContext } from '../businesses/business-context';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { usersWithTotp } from '../account-security/two-factor-state';
import { InvoicesService } from '../billing/invoices.service';
import { ClientAssignment } from '../access/client-assignment.entity';
import { roleGrants, type ClientCapability } from '../access/client-capabilities';
import { User } from '../users/user.entity';
import { AccountantDto, OverviewResponseDto, UnpaidInvoiceDto } from './dto/overview-response.dto';

function initials(first: string | null, last: string | null, username: string): string {
  const fromName = [first, last].map((p) => p?.trim()[0] ?? '').join('');
  return (fromName || username.slice(0, 2)).toUpperCase();
}

@Injectable()
export class OverviewService {
  constructor(
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly invoices: InvoicesService,
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The overview of the business the person acts for. The route needs `profile` read; each part
   * that belongs to another area is shown only to a role that may read that area (the role table,
   * access/client-capabilities.ts), so a viewer never learns what is owed through the overview.
   * Whether two-factor sign-in is on is the person's own.
   */
  async forBusiness(person: User, business: BusinessContext, now = this.clock.now()): Promise<OverviewResponseDto> {
    const may = (capability: ClientCapability) => roleGrants(business.role, capability, 'read');
    const [accountant, unpaidInvoices, withTotp] = await Promise.all([
      this.accountantOf(business.id),
      may('billing') ? this.unpaidInvoicesOf(business.id, now) : Promise.resolve([]),
      usersWithTotp(this.db, [person.id]),
    ]);
    return { accountant, unpaidInvoices, twoFactorEnabled: withTotp.has(person.id) };
  }

  /** Billing's own list of the business's invoices (it derives "overdue"), narrowed to those still to pay. */
  private async unpaidInvoicesOf(businessId: number, now: Date): Promise<UnpaidInvoiceDto[]> {
    const all = await this.invoices.listForBusiness(businessId, now);
    return all
      .filter((i) => i.status === 'issued' || i.status === 'overdue')
      .sort((a, b) => new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime() || a.id - b.id)
      .map((i) => ({ id: i.id, number: i.number, status: i.status, total: i.total, dueAt: i.dueAt }));
  }

  /** The accountant of the business's newest active assignment (client_assignments.clientId names the business). */
  private async accountantOf(businessId: number): Promise<AccountantDto | null> {
    const assignment = await this.assignments.findOne({
      where: { clientId: businessId, isActive: true },
      relations: { accountant: true },
      order: { assignedAt: 'DESC', id: 'DESC' },
    });
    const a = assignment?.accountant;
    if (!a || a.role === 'client') return null;
    const name = [a.firstName?.trim(), a.lastName?.trim()].filter(Boolean).join(' ') || a.username;
    return { name, initials: initials(a.firstName, a.lastName, a.username), email: a.email, phone: a.phone };
  }
}
