import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentResponseDto, StaffPaymentResponseDto } from './dto/payment-response.dto';
import { Payment } from './entities/payment.entity';
import { listsVersionIn, listsVersionOf, VersionedList } from '../client-lists/versioned-list';

@Injectable()
export class PaymentsService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  /** The user's payment history, newest first; the id breaks ties between payments of the same moment. */
  async listOwn(userId: number): Promise<VersionedList<PaymentResponseDto>> {
    const { entities: rows, raw } = await this.payments
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.subscription', 's')
      .leftJoinAndSelect('s.service', 'svc')
      .addSelect(listsVersionOf('p.userId'), 'listsVersion')
      .where('p.userId = :userId', { userId })
      .orderBy('p.paymentDate', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawAndEntities<{ listsVersion: string | null }>();
    return { items: rows.map((p) => PaymentResponseDto.from(p)), listsVersion: listsVersionIn(raw) };
  }

  /** The firm's view of a client's payments, newest payment date first (the staff client page). */
  async listForStaff(clientId: number): Promise<StaffPaymentResponseDto[]> {
    const rows = await this.payments.find({
      where: { userId: clientId },
      relations: { subscription: { service: true } },
      order: { paymentDate: 'DESC', id: 'DESC' },
    });
    return rows.map((p) => StaffPaymentResponseDto.from(p));
  }
}
