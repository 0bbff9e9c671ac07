import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PaymentResponseDto, StaffPaymentResponseDto } from './dto/payment-response.dto';
import { toRand } from './billing-rules';
import { Invoice } from './entities/invoice.entity';
import { Payment, PaymentStatus } from './entities/payment.entity';
import { listsVersionIn, listsVersionOf, VersionedList } from '../client-lists/versioned-list';

/** How the money for an invoice moved (or did not): what a payment row records beyond the invoice's own figures. */
export interface InvoicePaymentRecord {
  status: Exclude<PaymentStatus, 'refunded'>;
  paymentMethod: string | null;
  stripePaymentId: string | null;
  gatewayPaymentId: string | null;
  paymentDate: Date;
  /** Defaults to the invoice's description. */
  description?: string;
}

/** The fields that settle or close an invoice's pending payment. */
export type PendingPaymentClose = Partial<Pick<Payment, 'paymentMethod' | 'stripePaymentId' | 'gatewayPaymentId' | 'paymentDate'>>;

/**
 * The payments table: the client's payment history, one row per invoice issued (pending until it
 * settles) and one per card attempt that failed or money that arrived after the pending row closed.
 * Only this service writes it; the callers pass their transaction's EntityManager.
 */
@Injectable()
export class PaymentsService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  /** The business's payment history, newest first; the id breaks ties between payments of the same moment. */
  async listForBusiness(businessId: number): Promise<VersionedList<PaymentResponseDto>> {
    const { entities: rows, raw } = await this.payments
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.subscription', 's')
      .leftJoinAndSelect('s.service', 'svc')
      .addSelect(listsVersionOf('p.businessId'), 'listsVersion')
      .where('p.businessId = :businessId', { businessId })
      .orderBy('p.paymentDate', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawAndEntities<{ listsVersion: string | null }>();
    return { items: rows.map((p) => PaymentResponseDto.from(p)), listsVersion: listsVersionIn(raw) };
  }

  /** The firm's view of a client's payments, newest payment date first (the staff client page). */
  async listForStaff(businessId: number): Promise<StaffPaymentResponseDto[]> {
    const rows = await this.payments.find({
      where: { businessId },
      relations: { subscription: { service: true } },
      order: { paymentDate: 'DESC', id: 'DESC' },
    });
    return rows.map((p) => StaffPaymentResponseDto.from(p));
  }

  /**
   * A payment row for an invoice, the whole invoice amount in rand, inside the caller's transaction.
   * It belongs to the invoice's business; its person is the invoice's (who subscribed or sent the proof).
   */
  async recordPaymentForInvoice(
    m: EntityManager,
    inv: Pick<Invoice, 'id' | 'businessId' | 'userId' | 'subscriptionId' | 'totalCents' | 'description'>,
    p: InvoicePaymentRecord,
  ): Promise<Payment> {
    const repo = m.getRepository(Payment);
    return repo.save(
      repo.create({
        businessId: inv.businessId,
        userId: inv.userId,
        subscriptionId: inv.subscriptionId,
        invoiceId: inv.id,
        amount: toRand(inv.totalCents),
        currency: 'ZAR',
        status: p.status,
        paymentMethod: p.paymentMethod,
        stripePaymentId: p.stripePaymentId,
        gatewayPaymentId: p.gatewayPaymentId,
        paymentDate: p.paymentDate,
        description: p.description ?? inv.description,
      }),
    );
  }

  /** Settles or closes the pending payment an invoice opened; the number of rows moved tells whether it was still pending. */
  async closePendingPayment(
    m: EntityManager,
    invoiceId: number,
    status: 'completed' | 'failed',
    fields: PendingPaymentClose = {},
  ): Promise<boolean> {
    const r = await m.getRepository(Payment).update({ invoiceId, status: 'pending' }, { status, ...fields });
    return Boolean(r.affected);
  }

  /** A refunded invoice: its completed payment is marked refunded. */
  async markInvoiceRefunded(m: EntityManager, invoiceId: number): Promise<void> {
    await m.getRepository(Payment).update({ invoiceId, status: 'completed' }, { status: 'refunded' });
  }

  /** Whether a gateway notification with this payment id was already recorded (a replay). */
  gatewayPaymentSeen(gatewayPaymentId: string): Promise<boolean> {
    return this.payments.exists({ where: { gatewayPaymentId } });
  }

  /**
   * Account deletion: the payments stay with their business for the books, no longer naming the
   * person (docs/decisions/0008-account-deletion.md); a business that closes with them keeps its
   * payments with no business (the foreign key's SET NULL).
   */
  async detachUserIn(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(Payment).update({ userId }, { userId: null });
  }
}
