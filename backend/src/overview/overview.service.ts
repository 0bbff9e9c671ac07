import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { usersWithTotp } from '../account-security/two-factor-state';
import { InvoicesService } from '../billing/invoices.service';
import { firmToday } from '../common/calendar/firm-calendar';
import { EmployeesService } from '../employees/employees.service';
import { ClientAssignment } from '../access/client-assignment.entity';
import { User } from '../users/user.entity';
import { AccountantDto, OverviewResponseDto, UnpaidInvoiceDto } from './dto/overview-response.dto';
import { upcomingDeadlines } from './sars-deadlines';

function initials(first: string | null, last: string | null, username: string): string {
  const fromName = [first, last].map((p) => p?.trim()[0] ?? '').join('');
  return (fromName || username.slice(0, 2)).toUpperCase();
}

@Injectable()
export class OverviewService {
  constructor(
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly employees: EmployeesService,
    private readonly invoices: InvoicesService,
    private readonly db: DataSource,
  ) {}

  async forClient(client: User, now = new Date()): Promise<OverviewResponseDto> {
    const [accountant, activeEmployees, unpaidInvoices, withTotp] = await Promise.all([
      this.accountantOf(client.id),
      this.employees.countActive(client.id),
      this.unpaidInvoicesOf(client.id, now),
      usersWithTotp(this.db, [client.id]),
    ]);
    const deadlines = upcomingDeadlines(
      {
        employees: Math.max(client.numberOfEmployees ?? 0, activeEmployees),
        vatNumber: client.vatNumber,
        registrationNumber: client.registrationNumber,
        businessType: client.businessType,
      },
      firmToday(now),
    );
    return { accountant, deadlines, unpaidInvoices, twoFactorEnabled: withTotp.has(client.id) };
  }

  /** Billing's own list of the client's invoices (it derives "overdue"), narrowed to those still to pay. */
  private async unpaidInvoicesOf(clientId: number, now: Date): Promise<UnpaidInvoiceDto[]> {
    const all = await this.invoices.listOwn(clientId, now);
    return all
      .filter((i) => i.status === 'issued' || i.status === 'overdue')
      .sort((a, b) => new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime() || a.id - b.id)
      .map((i) => ({ id: i.id, number: i.number, status: i.status, total: i.total, dueAt: i.dueAt }));
  }

  /** The accountant of the client's newest active assignment; a client only ever sees their own. */
  private async accountantOf(clientId: number): Promise<AccountantDto | null> {
    const assignment = await this.assignments.findOne({
      where: { clientId, isActive: true },
      relations: { accountant: true },
      order: { assignedAt: 'DESC', id: 'DESC' },
    });
    const a = assignment?.accountant;
    if (!a || a.role === 'client') return null;
    const name = [a.firstName?.trim(), a.lastName?.trim()].filter(Boolean).join(' ') || a.username;
    return { name, initials: initials(a.firstName, a.lastName, a.username), email: a.email, phone: a.phone };
  }
}
