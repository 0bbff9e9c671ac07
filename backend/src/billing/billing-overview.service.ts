import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { firmDayStart, firmToday } from '../common/calendar/firm-calendar';
import { ClientAccessService } from '../access/client-access.service';
import { Clock } from '../common/clock/clock';
import { User } from '../users/user.entity';
import { toRand } from './billing-rules';
import { BillingOverviewResponseDto } from './dto/billing-overview.dto';
import { invoiceStatus } from './dto/invoice-response.dto';
import { Invoice } from './entities/invoice.entity';
import { InvoicesService } from './invoices.service';

/** The instant the current calendar month began on the firm's calendar. */
function firmMonthStart(now: Date): Date {
  return firmDayStart(`${firmToday(now).slice(0, 8)}01`);
}

@Injectable()
export class BillingOverviewService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly access: ClientAccessService,
    private readonly invoicesService: InvoicesService,
    private readonly clock: Clock,
  ) {}

  async overview(staff: User): Promise<BillingOverviewResponseDto> {
    const now = this.clock.now();
    const open = await this.access
      .scope(this.invoices.createQueryBuilder('i').where('i.status = :issued', { issued: 'issued' }), staff, 'i.businessId')
      .orderBy('i.dueAt', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    const paid = await this.access
      .scope(
        this.invoices.createQueryBuilder('i').where('i.status = :paid AND i.paidAt >= :from', { paid: 'paid', from: firmMonthStart(now) }),
        staff,
        'i.businessId',
      )
      .getMany();
    const overdue = open.filter((i) => invoiceStatus(i, now) === 'overdue');
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
