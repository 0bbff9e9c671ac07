import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { ServicePackage } from '../../catalogue/service-package.entity';
import { ErrorBody } from '../../common/errors/error-body';
import { Payment } from '../../payments/payment.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';
import { ClientAccessService } from '../access/client-access.service';
import { displayName } from '../dto/client-profile-response.dto';
import { StaffPaymentResponseDto } from '../dto/staff-payment-response.dto';
import { StaffSubscriptionResponseDto } from '../dto/staff-subscription-response.dto';
import { addOneMonth, canMovePayment } from './billing-rules';
import { CreateClientSubscriptionDto } from './dto/create-subscription.dto';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { UpdatePaymentStatusDto } from './dto/update-payment-status.dto';
import { markListsChanged } from '../../client-lists/lists-version';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PACKAGE_NOT_FOUND = 'That package is not in the catalogue';
export const ALREADY_SUBSCRIBED = 'This client already has an active or pending subscription to that package';
export const ONLY_PENDING_ACTIVATES = 'Only a pending subscription can be activated';
export const PAYMENT_TRANSITION_REFUSED =
  'A pending payment can become completed or failed, and a completed payment refunded; nothing else';

/**
 * The firm's side of billing (design ruling 7): subscriptions are created pending and become active
 * when payment is confirmed; payments move pending → completed | failed and completed → refunded.
 * Status changes are conditional updates on the old status, so two staff members acting at once
 * cannot both succeed.
 */
@Injectable()
export class StaffBillingService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(ServicePackage) private readonly services: Repository<ServicePackage>,
    private readonly dataSource: DataSource,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
  ) {}

  async createSubscription(
    staff: User,
    clientId: number,
    dto: CreateClientSubscriptionDto,
    req: Request,
  ): Promise<StaffSubscriptionResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const service = await this.services.findOne({ where: { id: dto.serviceId } });
    if (!service) throw new NotFoundException(PACKAGE_NOT_FOUND);
    const existing = await this.subscriptions.count({
      where: { userId: clientId, serviceId: service.id, status: In(['active', 'pending']) },
    });
    if (existing > 0) throw new ConflictException(ALREADY_SUBSCRIBED);
    const saved = await this.dataSource.transaction(async (m) => {
      await markListsChanged(m, clientId);
      return m.getRepository(Subscription).save(
        m.getRepository(Subscription).create({
          userId: clientId,
          serviceId: service.id,
          status: 'pending',
          // startDate is required by the schema; activation sets the real start.
          startDate: new Date(),
          endDate: null,
          renewalDate: null,
          autoRenew: true,
          stripeSubscriptionId: null,
        }),
      );
    });
    await this.activity.record(staff.id, 'staff.subscription.create', req, {
      clientId,
      client: displayName(client),
      subscriptionId: saved.id,
      package: service.title,
    });
    return StaffSubscriptionResponseDto.from(await this.loadSubscription(clientId, saved.id));
  }

  async activate(staff: User, clientId: number, subscriptionId: number, req: Request): Promise<StaffSubscriptionResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const sub = await this.loadSubscription(clientId, subscriptionId);
    const activated = await this.dataSource.transaction((m) => this.activateIfPending(m, sub));
    if (!activated) throw new ConflictException(ONLY_PENDING_ACTIVATES);
    await this.activity.record(staff.id, 'staff.subscription.activate', req, {
      clientId,
      client: displayName(client),
      subscriptionId,
      package: sub.service?.title ?? null,
    });
    return StaffSubscriptionResponseDto.from(await this.loadSubscription(clientId, subscriptionId));
  }

  /**
   * Records a payment staff received or expect. A completed payment against a pending subscription
   * is the confirmation ruling 7 waits for, so that subscription becomes active in the same transaction.
   */
  async recordPayment(staff: User, clientId: number, dto: RecordPaymentDto, req: Request): Promise<StaffPaymentResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const paymentDate = new Date(dto.paymentDate);
    if (paymentDate.getTime() > Date.now() + 24 * 3_600_000) {
      const message = 'Payment date cannot be in the future';
      const body: ErrorBody = { statusCode: 400, message, errors: { paymentDate: message } };
      throw new BadRequestException(body);
    }
    const sub = dto.subscriptionId != null ? await this.loadSubscription(clientId, dto.subscriptionId) : null;
    const description = dto.description ?? (sub?.service ? `${sub.service.title} package` : 'Payment');

    const { paymentId, activated } = await this.dataSource.transaction(async (m) => {
      await markListsChanged(m, clientId);
      const saved = await m.getRepository(Payment).save(
        m.getRepository(Payment).create({
          userId: clientId,
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
      const activatedNow = sub && dto.status === 'completed' ? await this.activateIfPending(m, sub) : false;
      return { paymentId: saved.id, activated: activatedNow };
    });

    await this.activity.record(staff.id, 'staff.payment.record', req, {
      clientId,
      client: displayName(client),
      paymentId,
      amount: dto.amount,
      status: dto.status,
      reference: dto.reference ?? null,
      subscriptionId: sub?.id ?? null,
      subscriptionActivated: activated,
    });
    return StaffPaymentResponseDto.from(await this.loadPayment(clientId, paymentId));
  }

  async updatePaymentStatus(
    staff: User,
    clientId: number,
    paymentId: number,
    dto: UpdatePaymentStatusDto,
    req: Request,
  ): Promise<StaffPaymentResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const payment = await this.loadPayment(clientId, paymentId);
    const from = payment.status;
    if (!canMovePayment(from, dto.status)) throw new ConflictException(PAYMENT_TRANSITION_REFUSED);

    const activated = await this.dataSource.transaction(async (m) => {
      await markListsChanged(m, clientId);
      const result = await m.getRepository(Payment).update({ id: paymentId, userId: clientId, status: from }, { status: dto.status });
      // Someone else moved it first: their change stands and this one is refused.
      if (!result.affected) throw new ConflictException(PAYMENT_TRANSITION_REFUSED);
      const sub = payment.subscription ?? null;
      return sub && dto.status === 'completed' ? this.activateIfPending(m, sub) : false;
    });

    await this.activity.record(staff.id, 'staff.payment.status', req, {
      clientId,
      client: displayName(client),
      paymentId,
      amount: Number(payment.amount),
      from,
      to: dto.status,
      subscriptionActivated: activated,
    });
    return StaffPaymentResponseDto.from(await this.loadPayment(clientId, paymentId));
  }

  /** pending → active, starting now and renewing a month later; false when it was not pending. */
  private async activateIfPending(m: EntityManager, sub: Subscription): Promise<boolean> {
    const now = new Date();
    await markListsChanged(m, sub.userId);
    const result = await m
      .getRepository(Subscription)
      .update({ id: sub.id, status: 'pending' }, { status: 'active', startDate: now, renewalDate: addOneMonth(now), endDate: null });
    return Boolean(result.affected);
  }

  private async loadSubscription(clientId: number, id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id, userId: clientId }, relations: { service: true } });
    if (!sub) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return sub;
  }

  private async loadPayment(clientId: number, id: number): Promise<Payment> {
    const payment = await this.payments.findOne({ where: { id, userId: clientId }, relations: { subscription: { service: true } } });
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
    return payment;
  }
}
