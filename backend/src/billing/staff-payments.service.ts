import { AuditContext } from '../common/audit/audit-context';
import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { BillingTransactions } from './billing-transactions';
import { ActivityService } from '../activity/activity.service';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { User } from '../users/user.entity';
import { BusinessesService } from '../businesses/businesses.service';
import { ClientAccessService } from '../access/client-access.service';
import { StaffPaymentResponseDto } from './dto/payment-response.dto';
import { StaffSubscriptionResponseDto } from './dto/subscription-response.dto';
import { canMovePayment } from './billing-rules';
import { CreateClientSubscriptionDto } from './dto/staff-create-subscription.dto';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { UpdatePaymentStatusDto } from './dto/update-payment-status.dto';
import { BillingSubscriptionsService, SUBSCRIPTION_NOT_FOUND } from './subscriptions.service';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_OF_INVOICE = 'This payment belongs to an invoice: mark the invoice paid, void it or refund it instead';
export const PAYMENT_TRANSITION_REFUSED =
  'A pending payment can become completed or failed, and a completed payment refunded; nothing else';

/**
 * The firm's side of billing (docs/decisions/0007-lifecycles.md): subscriptions are created pending and become active
 * when payment is confirmed; payments move pending → completed | failed and completed → refunded.
 * Status changes are conditional updates on the old status, so two staff members acting at once
 * cannot both succeed.
 */
@Injectable()
export class StaffPaymentsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tx: BillingTransactions,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
    private readonly subscriptionRules: BillingSubscriptionsService,
    private readonly businesses: BusinessesService,
  ) {}

  /**
   * The client business in the staff member's scope (404 otherwise), by its id; its name goes into
   * the activity entry, which outlives the business.
   */
  private async clientName(staff: User, businessId: number): Promise<string> {
    const client = await this.access.clientFor(staff, businessId);
    return (await this.businesses.get(client.id)).name;
  }

  async createSubscription(
    staff: User,
    businessId: number,
    dto: CreateClientSubscriptionDto,
    audit: AuditContext,
  ): Promise<StaffSubscriptionResponseDto> {
    const client = await this.clientName(staff, businessId);
    const saved = await this.subscriptionRules.createForClient(businessId, dto.serviceId);
    await this.activity.record(audit, 'staff.subscription.create', {
      businessId,
      client,
      subscriptionId: saved.id,
      package: saved.service?.title ?? null,
    });
    return StaffSubscriptionResponseDto.from(saved);
  }

  async activate(staff: User, businessId: number, subscriptionId: number, audit: AuditContext): Promise<StaffSubscriptionResponseDto> {
    const client = await this.clientName(staff, businessId);
    const sub = await this.subscriptionRules.activateForClient(businessId, subscriptionId);
    await this.activity.record(audit, 'staff.subscription.activate', {
      businessId,
      client,
      subscriptionId,
      package: sub.service?.title ?? null,
    });
    return StaffSubscriptionResponseDto.from(sub);
  }

  /**
   * Records a payment staff received or expect. A completed payment against a pending subscription
   * is the confirmation decision 0007 waits for, so that subscription becomes active in the same transaction.
   */
  async recordPayment(staff: User, businessId: number, dto: RecordPaymentDto, audit: AuditContext): Promise<StaffPaymentResponseDto> {
    const client = await this.clientName(staff, businessId);
    const paymentDate = new Date(dto.paymentDate);
    if (paymentDate.getTime() > Date.now() + 24 * 3_600_000) {
      const message = 'Payment date cannot be in the future';
      throw new InvalidInputError('payment.date_in_future', message, { paymentDate: message });
    }
    const sub = dto.subscriptionId != null ? await this.loadSubscription(businessId, dto.subscriptionId) : null;
    const description = dto.description ?? (sub?.service ? `${sub.service.title} package` : 'Payment');

    const { paymentId, activated } = await this.tx.runForClient(businessId, async (m) => {
      const saved = await m.getRepository(Payment).save(
        m.getRepository(Payment).create({
          businessId,
          // Staff recorded it: no client person paid through the portal.
          userId: null,
          subscriptionId: sub?.id ?? null,
          amount: dto.amount,
          currency: 'ZAR',
          status: dto.status,
          paymentMethod: dto.paymentMethod ?? 'EFT',
          stripePaymentId: dto.reference ?? null,
          paymentDate,
          description,
        }),
      );
      const activatedNow = sub && dto.status === 'completed' ? await this.subscriptionRules.activateIfPending(m, sub, new Date()) : false;
      return { paymentId: saved.id, activated: activatedNow };
    });

    await this.activity.record(audit, 'staff.payment.record', {
      businessId,
      client,
      paymentId,
      amount: dto.amount,
      status: dto.status,
      reference: dto.reference ?? null,
      subscriptionId: sub?.id ?? null,
      subscriptionActivated: activated,
    });
    return StaffPaymentResponseDto.from(await this.loadPayment(businessId, paymentId));
  }

  async updatePaymentStatus(
    staff: User,
    businessId: number,
    paymentId: number,
    dto: UpdatePaymentStatusDto,
    audit: AuditContext,
  ): Promise<StaffPaymentResponseDto> {
    const client = await this.clientName(staff, businessId);
    const payment = await this.loadPayment(businessId, paymentId);
    const from = payment.status;
    // An invoice's payment moves with its invoice (mark paid, void, refund), never on its own.
    if (payment.invoiceId !== null) throw new ConflictError('payment.belongs_to_invoice', PAYMENT_OF_INVOICE);
    if (!canMovePayment(from, dto.status)) throw new ConflictError('payment.transition_refused', PAYMENT_TRANSITION_REFUSED);

    const activated = await this.tx.runForClient(businessId, async (m) => {
      const result = await m.getRepository(Payment).update({ id: paymentId, businessId, status: from }, { status: dto.status });
      // Someone else moved it first: their change stands and this one is refused.
      if (!result.affected) throw new ConflictError('payment.transition_refused', PAYMENT_TRANSITION_REFUSED);
      const sub = payment.subscription ?? null;
      return sub && dto.status === 'completed' ? this.subscriptionRules.activateIfPending(m, sub, new Date()) : false;
    });

    await this.activity.record(audit, 'staff.payment.status', {
      businessId,
      client,
      paymentId,
      amount: Number(payment.amount),
      from,
      to: dto.status,
      subscriptionActivated: activated,
    });
    return StaffPaymentResponseDto.from(await this.loadPayment(businessId, paymentId));
  }

  private async loadSubscription(businessId: number, id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id, businessId }, relations: { service: true } });
    if (!sub) throw new NotFoundError('subscription.not_found', SUBSCRIPTION_NOT_FOUND);
    return sub;
  }

  private async loadPayment(businessId: number, id: number): Promise<Payment> {
    const payment = await this.payments.findOne({ where: { id, businessId }, relations: { subscription: { service: true } } });
    if (!payment) throw new NotFoundError('payment.not_found', PAYMENT_NOT_FOUND);
    return payment;
  }
}
