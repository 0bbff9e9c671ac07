import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentResponseDto } from './dto/payment-response.dto';
import { Payment } from './payment.entity';

@Injectable()
export class PaymentsService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  /** The user's payment history, newest first; the id breaks ties between payments of the same moment. */
  async listOwn(userId: number): Promise<PaymentResponseDto[]> {
    const rows = await this.payments.find({
      where: { userId },
      relations: { subscription: { service: true } },
      order: { paymentDate: 'DESC', id: 'DESC' },
    });
    return rows.map((p) => PaymentResponseDto.from(p));
  }
}
