import { AuditContext } from '../common/audit/audit-context';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThan, Not, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { BillingTransactions } from './billing-transactions';
import { ActivityService } from '../activity/activity.service';
import { ServicePackage } from '../catalogue/service-package.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { StaffSubscriptionResponseDto, SubscriptionResponseDto } from './dto/subscription-response.dto';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';
import { Subscription } from './entities/subscription.entity';
import { addOneMonth, toCents, wholeSeconds } from './billing-rules';
import { BillingMail } from './billing-mail';
import { isUniqueViolation } from '../database/db-errors';
import { Invoice } from './entities/invoice.entity';
import { InvoiceIssuer } from './invoice-issuer';
import { PaymentsService } from './payments.service';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const AUTO_RENEW_NOT_ACTIVE = 'Auto-renewal can only be changed on an active subscription';
export const CANCEL_NOT_ACTIVE = 'Only an active subscription can be canceled';
export const RESUME_NOT_CANCELED = 'Only a canceled subscription with access left can be resumed';
export const PACKAGE_NOT_FOUND = 'That package is not in the catalogue';
export const CLIENT_ALREADY_SUBSCRIBED = 'You already have an active or pending subscription to this package';
export const ALREADY_SUBSCRIBED = 'This client already has an active or pending subscription to that package';
export const ONLY_PENDING_ACTIVATES = 'Only a pending subscription can be activated';

/** A subscription's monthly fee in cents: the price its engagement letter agreed, else the catalogue's. */
export function monthlyCentsOf(sub: Pick<Subscription, 'monthlyPriceCents' | 'service'>): number {
  if (sub.monthlyPriceCents !== null) return sub.monthlyPriceCents;
  if (!sub.service) throw new Error('A subscription without an agreed price needs its package loaded');
  return toCents(sub.service.price);
}

/** One open subscription per business and package (the unique openKey). */
export const openKeyOf = (businessId: number, serviceId: number): string => `${businessId}:${serviceId}`;

/**
 * Every subscription transition, for the client's and the staff side alike:
 * pending → active (payment confirmed) → canceled (access until the renewal date; can be undone
 * until then) → expired (by the billing job). State changes are conditional updates on the old
 * state, so of two concurrent requests only one succeeds; the unique openKey makes a second open
 * subscription to one package impossible.
 */
@Injectable()
export class BillingSubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly catalogue: CatalogueService,
    private readonly dataSource: DataSource,
    private readonly tx: BillingTransactions,
    private readonly issuer: InvoiceIssuer,
    private readonly payments: PaymentsService,
    private readonly mail: BillingMail,
    private readonly activity: ActivityService,
  ) {}

  async listForBusiness(businessId: number): Promise<SubscriptionResponseDto[]> {
    const rows = await this.subscriptions.find({
      where: { businessId },
      relations: { service: true },
      order: { startDate: 'DESC', id: 'DESC' },
    });
    return rows.map((s) => SubscriptionResponseDto.from(s));
  }

  /**
   * The engagement letter of a subscription waiting for it was signed: awaiting_signature → pending
   * at the agreed price, and its first invoice issued and mailed, all in the caller's transaction.
   * Null when the subscription was no longer waiting (the caller refuses the signature).
   */
  async startAfterSignatureIn(m: EntityManager, subscriptionId: number, monthlyPriceCents: number, at: Date): Promise<Invoice | null> {
    const moved = await m
      .getRepository(Subscription)
      .update({ id: subscriptionId, status: 'awaiting_signature' }, { status: 'pending', monthlyPriceCents });
    if (!moved.affected) return null;
    const sub = await m.getRepository(Subscription).findOneOrFail({ where: { id: subscriptionId }, relations: { service: true } });
    return this.issueFirstInvoiceIn(m, sub, at);
  }

  /** A purchase whose engagement letter was withdrawn or replaced ends without an invoice; the package can be bought again. */
  async endAwaitingSignatureIn(m: EntityManager, subscriptionId: number): Promise<void> {
    await m
      .getRepository(Subscription)
      .update(
        { id: subscriptionId, status: 'awaiting_signature' },
        { status: 'expired', openKey: null, endDate: wholeSeconds(new Date()) },
      );
  }

  /** A subscription's first invoice, for the period starting `at`, issued and mailed in the caller's transaction. */
  async issueFirstInvoiceIn(m: EntityManager, sub: Subscription, at: Date): Promise<Invoice> {
    const inv = await this.issuer.issue(m, {
      businessId: sub.businessId,
      userId: sub.userId,
      subscriptionId: sub.id,
      description: `${sub.service!.title} package: monthly fee`,
      totalCents: monthlyCentsOf(sub),
      periodStart: at,
      periodEnd: addOneMonth(at),
      issuedAt: at,
    });
    await this.mail.invoiceIssued(m, inv);
    return inv;
  }

  /** Staff open a pending subscription for a client (no invoice: staff bill such retainers by hand). */
  async createForClient(businessId: number, serviceId: number): Promise<Subscription> {
    const service = await this.catalogue.findPackage(serviceId);
    if (!service) throw new NotFoundError('catalogue.package_not_found', PACKAGE_NOT_FOUND);
    // Staff acted: no client person subscribed.
    const { subscriptionId } = await this.createPending(businessId, null, service, ALREADY_SUBSCRIBED, async () => null);
    return this.load(businessId, subscriptionId);
  }

  /**
   * THE way a subscription comes to exist: open (it holds its openKey), in one write transaction
   * with whatever `then` adds in it (an engagement letter, a first invoice). `userId` is the person
   * who acted, null when the firm did. `opts.status` 'awaiting_signature': bought in the portal,
   * waiting for its engagement letter, no invoice yet (docs/decisions/0022-engagement-before-invoice.md);
   * `opts.monthlyPriceCents`: the price a proposal's letter agreed.
   */
  async createPending<T>(
    businessId: number,
    userId: number | null,
    service: ServicePackage,
    conflictMessage: string,
    then: (m: EntityManager, sub: Subscription) => Promise<T>,
    opts: { status?: 'pending' | 'awaiting_signature'; monthlyPriceCents?: number | null } = {},
  ): Promise<{ subscriptionId: number; invoice: T }> {
    try {
      return await this.tx.runForClient(businessId, async (m) => {
        const repo = m.getRepository(Subscription);
        const sub = await repo.save(
          repo.create({
            businessId,
            userId,
            serviceId: service.id,
            status: opts.status ?? 'pending',
            // Required by the schema; activation sets the real start.
            startDate: wholeSeconds(new Date()),
            endDate: null,
            renewalDate: null,
            autoRenew: true,
            stripeSubscriptionId: null,
            monthlyPriceCents: opts.monthlyPriceCents ?? null,
            openKey: openKeyOf(businessId, service.id),
          }),
        );
        sub.service = service;
        return { subscriptionId: sub.id, invoice: await then(m, sub) };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('subscription.already_subscribed', conflictMessage);
      throw err;
    }
  }

  async setAutoRenew(businessId: number, id: number, dto: UpdateSubscriptionDto, audit: AuditContext): Promise<SubscriptionResponseDto> {
    await this.findOwn(businessId, id);
    const changed = await this.tx.runForClient(businessId, async (m) => {
      const r = await m.getRepository(Subscription).update({ id, businessId, status: 'active' }, { autoRenew: dto.autoRenew });
      return Boolean(r.affected);
    });
    if (!changed) throw new ConflictError('subscription.auto_renew_not_active', AUTO_RENEW_NOT_ACTIVE);
    await this.activity.record(audit, 'subscription.auto_renew', { subscriptionId: id, autoRenew: dto.autoRenew, businessId });
    return SubscriptionResponseDto.from(await this.findOwn(businessId, id));
  }

  /** Cancelling keeps access until the end of the period already paid for; an issued renewal invoice is voided. */
  async cancel(businessId: number, id: number, audit: AuditContext): Promise<SubscriptionResponseDto> {
    const sub = await this.findOwn(businessId, id);
    const endDate = sub.renewalDate ?? wholeSeconds(new Date());
    const changed = await this.tx.runForClient(businessId, async (m) => {
      const r = await m
        .getRepository(Subscription)
        .update({ id, businessId, status: 'active' }, { status: 'canceled', endDate, autoRenew: false });
      if (!r.affected) return false;
      await this.voidOpenRenewal(m, id, endDate);
      return true;
    });
    if (!changed) throw new ConflictError('subscription.cancel_not_active', CANCEL_NOT_ACTIVE);
    await this.activity.record(audit, 'subscription.cancel', { subscriptionId: id, endDate: endDate.toISOString(), businessId });
    return SubscriptionResponseDto.from(await this.findOwn(businessId, id));
  }

  /** Undo a cancel while access lasts: active again, renewing on the same date. */
  async resume(businessId: number, id: number, audit: AuditContext): Promise<SubscriptionResponseDto> {
    await this.findOwn(businessId, id);
    const now = wholeSeconds(new Date());
    const changed = await this.tx.runForClient(businessId, async (m) => {
      const r = await m
        .getRepository(Subscription)
        .update({ id, businessId, status: 'canceled', endDate: MoreThan(now) }, { status: 'active', endDate: null, autoRenew: true });
      return Boolean(r.affected);
    });
    if (!changed) throw new ConflictError('subscription.resume_not_canceled', RESUME_NOT_CANCELED);
    await this.activity.record(audit, 'subscription.resume', { subscriptionId: id, businessId });
    return SubscriptionResponseDto.from(await this.findOwn(businessId, id));
  }

  /**
   * pending → active from `at`, renewing a month later; false when it was not pending. Runs in the
   * caller's transaction, which was opened with `tx.runForClient(sub.businessId, …)`.
   */
  async activateIfPending(m: EntityManager, sub: Pick<Subscription, 'id'>, at: Date): Promise<boolean> {
    const start = wholeSeconds(at);
    const result = await m
      .getRepository(Subscription)
      .update({ id: sub.id, status: 'pending' }, { status: 'active', startDate: start, renewalDate: addOneMonth(start), endDate: null });
    return Boolean(result.affected);
  }

  async activateForClient(businessId: number, subscriptionId: number): Promise<Subscription> {
    const sub = await this.load(businessId, subscriptionId);
    const activated = await this.tx.runForClient(businessId, (m) => this.activateIfPending(m, sub, new Date()));
    if (!activated) throw new ConflictError('subscription.not_pending', ONLY_PENDING_ACTIVATES);
    return this.load(businessId, subscriptionId);
  }

  private async voidOpenRenewal(m: EntityManager, subscriptionId: number, periodStart: Date): Promise<void> {
    await m
      .getRepository(Invoice)
      .update({ subscriptionId, periodStart, status: 'issued' }, { status: 'void', voidedAt: wholeSeconds(new Date()) });
    const inv = await m.getRepository(Invoice).findOne({ where: { subscriptionId, periodStart } });
    if (inv?.status === 'void') await this.payments.closePendingPayment(m, inv.id, 'failed');
  }

  async load(businessId: number, id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id, businessId }, relations: { service: true } });
    if (!sub) throw new NotFoundError('subscription.not_found', SUBSCRIPTION_NOT_FOUND);
    return sub;
  }

  /** The firm's view of a client's subscriptions, newest first (the staff client page). */
  async listForStaff(businessId: number): Promise<StaffSubscriptionResponseDto[]> {
    const rows = await this.subscriptions.find({
      where: { businessId },
      relations: { service: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((s) => StaffSubscriptionResponseDto.from(s));
  }

  /** The package title of each business's active subscription (the newest when several), for a page of the staff client list. */
  async activeTitles(businessIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (businessIds.length === 0) return out;
    const active = await this.subscriptions.find({
      where: { businessId: In(businessIds), status: 'active' },
      relations: { service: true },
      order: { startDate: 'DESC' },
    });
    for (const s of active) if (!out.has(s.businessId) && s.service) out.set(s.businessId, s.service.title);
    return out;
  }

  /** Narrows a query over client businesses (`businessColumn` names one) to those with (or without) an active subscription. */
  whereHasActiveSubscription<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    businessColumn: string,
    has: boolean,
  ): SelectQueryBuilder<T> {
    const active = qb
      .subQuery()
      .select('1')
      .from(Subscription, 'fs')
      .where(`fs.businessId = ${businessColumn}`)
      .andWhere("fs.status = 'active'")
      .getQuery();
    return qb.andWhere(`${has ? '' : 'NOT '}EXISTS ${active}`);
  }

  /** Another business's subscription is answered exactly like a missing one. */
  private findOwn(businessId: number, id: number): Promise<Subscription> {
    return this.load(businessId, id);
  }

  /**
   * A business closing (with its only owner's account): every subscription not yet expired ends
   * now and renews no more (docs/decisions/0008-account-deletion.md).
   */
  async cancelAllOfClosingBusinessesIn(m: EntityManager, businessIds: readonly number[]): Promise<void> {
    if (businessIds.length === 0) return;
    await m
      .getRepository(Subscription)
      .update({ businessId: In([...businessIds]), status: Not('expired') }, { status: 'canceled', autoRenew: false, endDate: new Date() });
  }
}
