import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ClientAccessService } from '../staff/access/client-access.service';
import { User } from '../users/user.entity';
import { toRand } from './billing-rules';
import { BillingOverviewResponseDto } from './dto/billing-overview.dto';
import { Invoice } from './entities/invoice.entity';
import { InvoicesService } from './invoices.service';

/** Start of the current month in Johannesburg (UTC+2, no daylight saving). */
function monthStartJohannesburg(now: Date): Date {
  const local = new Date(now.getTime() + 2 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 2 * 3_600_000);
}

@Injectable()
export class BillingOverviewService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly access: ClientAccessService,
    private readonly invoicesService: InvoicesService,
  ) {}

  async overview(staff: User): Promise<BillingOverviewResponseDto> {
    const now = new Date();
    const open = await this.access
      .scope(this.invoices.createQueryBuilder('i').where('i.status = :issued', { issued: 'issued' }), staff, 'i.userId')
      .orderBy('i.dueAt', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    const paid = await this.access
      .scope(
        this.invoices
          .createQueryBuilder('i')
          .where('i.status = :paid AND i.paidAt >= :from', { paid: 'paid', from: monthStartJohannesburg(now) }),
        staff,
        'i.userId',
      )
      .getMany();
    const overdue = open.filter((i) => i.dueAt.getTime() < now.getTime());
    const sum = (rows: Invoice[]) => toRand(rows.reduce((a, i) => a + i.totalCents, 0));
    return {
      outstanding: sum(open),
      outstandingCount: open.length,
      overdue: sum(overdue),
      overdueCount: overdue.length,
      paidThisMonth: sum(paid),
      paidThisMonthCount: paid.length,
      open: await this.invoicesService.toStaff(open.slice(0, 100)),
    };
  }
}
