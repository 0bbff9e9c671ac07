import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { firmToday } from '../common/calendar/firm-calendar';
import { CompanyEmployee } from '../employees/company-employee.entity';
import { ClientAssignment } from '../staff/client-assignment.entity';
import { User } from '../users/user.entity';
import { AccountantDto, OverviewResponseDto } from './dto/overview-response.dto';
import { upcomingDeadlines } from './sars-deadlines';

function initials(first: string | null, last: string | null, username: string): string {
  const fromName = [first, last].map((p) => p?.trim()[0] ?? '').join('');
  return (fromName || username.slice(0, 2)).toUpperCase();
}

@Injectable()
export class OverviewService {
  constructor(
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    @InjectRepository(CompanyEmployee) private readonly employees: Repository<CompanyEmployee>,
  ) {}

  async forClient(client: User, now = new Date()): Promise<OverviewResponseDto> {
    const [accountant, activeEmployees] = await Promise.all([
      this.accountantOf(client.id),
      this.employees.count({ where: { userId: client.id, isActive: true } }),
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
    return { accountant, deadlines };
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
