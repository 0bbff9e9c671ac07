import { AuditContext } from '../common/audit/audit-context';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { BillingTransactions } from './billing-transactions';
import { Clock } from '../common/clock/clock';
import { ActivityService } from '../activity/activity.service';
import { ServicePackage } from '../catalogue/service-package.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { StaffSubscriptionResponseDto, SubscriptionResponseDto } from './dto/subscription-response.dto';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';
import { Subscription } from './entities/subscription.entity';
import { addOneMonth, monthlyCentsOf, wholeSeconds } from './billing-rules';
import { BillingMail } from './billing-mail';
import { isUniqueViolation } from '../database/db-errors';
import { Invoice } from './entities/invoice.entity';
import { InvoiceIssuer } from './invoice-issuer';
import { PaymentsService } from './payments.service';
import { isAddOnPackage } from '@table-bay/shared';
import type { User } from '../users/user.entity';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const AUTO_RENEW_NOT_ACTIVE = 'Auto-renewal can only be changed on an active subscription';
export const CANCEL_NOT_ACTIVE = 'Only an active subscription can be canceled';
export const RESUME_NOT_CANCELED = 'Only a canceled subscription with access left can be resumed';
export const PACKAGE_NOT_FOUND = 'That package is not in the catalogue';
export const CLIENT_ALREADY_SUBSCRIBED = 'You already have an active or pending subscription to this package';
export const ONLY_PENDING_STARTS_ON_ACCOUNT = 'Only a subscription waiting for its first payment can be started on account';

/** The message that points a business holding a main package to "Change package". */
export function oneMainPackage(held: string, wanted: string): string {
  return `This business already has the ${held} package, and holds one main package at a time. To move to ${wanted}, use "Change package" on your ${held} subscription.`;
}

/** A package a business holds, and until when (null: it renews). */
export interface HeldPackage {
  packageType: string;
  until: Date | null;
}

/** One open subscription per business and package (the unique openKey). */
export const openKeyOf = (businessId: number, serviceId: number): string => `${businessId}:${serviceId}`;
/** What a subscription's responses show: its package, a scheduled one, who started it on account. */
const SUBSCRIPTION_RELATIONS = { service: true, scheduledService: true, onAccountBy: true } as const;

/** One open main package per business (the unique mainKey). */
export const mainKeyOf = (businessId: number): string => String(businessId);

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
    private readonly clock: Clock,
  ) {}

  async listForBusiness(businessId: number): Promise<SubscriptionResponseDto[]> {
    const rows = await this.subscriptions.find({
      where: { businessId },
      relations: SUBSCRIPTION_RELATIONS,
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
        { status: 'expired', openKey: null, mainKey: null, endDate: wholeSeconds(this.clock.now()) },
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

  /**
   * THE way a subscription comes to exist, whatever path creates it (a purchase, which waits for its
   * engagement letter; a signed proposal): an open subscription in one write transaction with
   * whatever `then` adds (the letter, or the first invoice). A business holds one main package at a
   * time, plus any add-ons the catalogue marks: a second main package is refused with a pointer to
   * "Change package", and the unique `mainKey` keeps that true however many requests race; a second
   * open subscription to one package gets `conflictMessage`. `userId` is the person who acted, null
   * when the firm did. `opts.status` 'awaiting_signature': bought in the portal, no invoice until
   * its letter is signed (docs/decisions/0022-engagement-before-invoice.md);
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
    const addOn = isAddOnPackage(service.packageType);
    await this.refuseSecondPackage(businessId, service, addOn, conflictMessage);
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
            startDate: wholeSeconds(this.clock.now()),
            endDate: null,
            renewalDate: null,
            autoRenew: true,
            stripeSubscriptionId: null,
            monthlyPriceCents: opts.monthlyPriceCents ?? null,
            openKey: openKeyOf(businessId, service.id),
            mainKey: addOn ? null : mainKeyOf(businessId),
          }),
        );
        sub.service = service;
        return { subscriptionId: sub.id, invoice: await then(m, sub) };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Lost a race: say which rule the winner's row now enforces.
      await this.refuseSecondPackage(businessId, service, addOn, conflictMessage);
      throw new ConflictError('subscription.already_subscribed', conflictMessage);
    }
  }

  /** The open subscription holding the business's main package, if any; in the caller's transaction when given one. */
  heldMainPackage(businessId: number, m?: EntityManager): Promise<Subscription | null> {
    const repo = m ? m.getRepository(Subscription) : this.subscriptions;
    return repo.findOne({ where: { mainKey: mainKeyOf(businessId) }, relations: { service: true } });
  }

  private async refuseSecondPackage(businessId: number, service: ServicePackage, addOn: boolean, conflictMessage: string): Promise<void> {
    if (await this.subscriptions.exists({ where: { openKey: openKeyOf(businessId, service.id) } })) {
      throw new ConflictError('subscription.already_subscribed', conflictMessage);
    }
    if (addOn) return;
    const held = await this.heldMainPackage(businessId);
    if (held) throw new ConflictError('subscription.one_main_package', oneMainPackage(held.service?.title ?? 'another', service.title));
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
    const endDate = sub.renewalDate ?? wholeSeconds(this.clock.now());
    const changed = await this.tx.runForClient(businessId, async (m) => {
      const r = await m.getRepository(Subscription).update(
        { id, businessId, status: 'active' },
        // A downgrade scheduled for after the end is moot.
        {
          status: 'canceled',
          endDate,
          autoRenew: false,
          scheduledServiceId: null,
          scheduledChangeAt: null,
          scheduledMonthlyPriceCents: null,
        },
      );
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
    const now = wholeSeconds(this.clock.now());
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
   * THE one way a settled invoice moves its subscription, whoever settled it (staff marking an EFT
   * paid, PayFast, a confirmed bank statement; InvoicesService.settle calls it for all three):
   * a pending subscription becomes active from `at`, renewing a month later; a paid renewal invoice
   * (its period starts on the renewal date) moves the renewal date a period on. Any other invoice
   * of the subscription (an upgrade's difference, the first invoice of one started on account)
   * changes nothing. Runs in the caller's transaction, opened with `tx.runForClient(businessId, …)`.
   */
  async startPaidPeriod(
    m: EntityManager,
    inv: Pick<Invoice, 'subscriptionId' | 'periodStart'>,
    at: Date,
  ): Promise<'activated' | 'renewed' | null> {
    if (inv.subscriptionId === null) return null;
    const start = wholeSeconds(at);
    const repo = m.getRepository(Subscription);
    const activated = await repo.update(
      { id: inv.subscriptionId, status: 'pending' },
      { status: 'active', startDate: start, renewalDate: addOneMonth(start), endDate: null },
    );
    if (activated.affected) return 'activated';
    const renewed = await repo.update(
      { id: inv.subscriptionId, status: 'active', renewalDate: inv.periodStart },
      { renewalDate: addOneMonth(inv.periodStart) },
    );
    return renewed.affected ? 'renewed' : null;
  }

  /**
   * The first invoice of a purchase voided: the purchase is called off. A subscription still
   * waiting for that payment ends (expired, never started) and frees its package, so the business
   * can choose again. Runs in the void's transaction.
   */
  async endUnpaidPurchase(m: EntityManager, subscriptionId: number, at: Date): Promise<boolean> {
    const r = await m
      .getRepository(Subscription)
      .update(
        { id: subscriptionId, status: 'pending' },
        { status: 'expired', openKey: null, mainKey: null, endDate: wholeSeconds(at), autoRenew: false },
      );
    return Boolean(r.affected);
  }

  /**
   * The one exception to "active only through a settled invoice": an admin starts a pending
   * subscription before its invoice is paid, with a reason. The invoice stays open, owed on the
   * client's account; who, when and why are stored on the subscription (both sides see that it
   * was started on account) and written to the activity log in the same transaction.
   */
  async startOnAccount(businessId: number, id: number, admin: User, reason: string, audit: AuditContext): Promise<Subscription> {
    const sub = await this.load(businessId, id);
    const now = wholeSeconds(this.clock.now());
    const started = await this.tx.runForClient(businessId, async (m) => {
      const r = await m.getRepository(Subscription).update(
        { id, businessId, status: 'pending' },
        {
          status: 'active',
          startDate: now,
          renewalDate: addOneMonth(now),
          endDate: null,
          onAccountAt: now,
          onAccountById: admin.id,
          onAccountReason: reason,
        },
      );
      if (!r.affected) return false;
      await this.activity.recordIn(m, audit, 'staff.subscription.start_on_account', {
        businessId,
        subscriptionId: id,
        package: sub.service?.title ?? null,
        reason,
      });
      return true;
    });
    if (!started) throw new ConflictError('subscription.not_pending', ONLY_PENDING_STARTS_ON_ACCOUNT);
    return this.load(businessId, id);
  }

  private async voidOpenRenewal(m: EntityManager, subscriptionId: number, periodStart: Date): Promise<void> {
    await m
      .getRepository(Invoice)
      .update({ subscriptionId, periodStart, status: 'issued' }, { status: 'void', voidedAt: wholeSeconds(this.clock.now()) });
    const inv = await m.getRepository(Invoice).findOne({ where: { subscriptionId, periodStart } });
    if (inv?.status === 'void') await this.payments.closePendingPayment(m, inv.id, 'failed');
  }

  async load(businessId: number, id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id, businessId }, relations: SUBSCRIPTION_RELATIONS });
    if (!sub) throw new NotFoundError('subscription.not_found', SUBSCRIPTION_NOT_FOUND);
    return sub;
  }

  /** The firm's view of a client's subscriptions, newest first (the staff client page). */
  async listForStaff(businessId: number): Promise<StaffSubscriptionResponseDto[]> {
    const rows = await this.subscriptions.find({
      where: { businessId },
      relations: SUBSCRIPTION_RELATIONS,
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

  /**
   * The packages each business holds, for the work planner (docs/work.md): active subscriptions
   * (until their renewal date when they will not renew) and canceled ones with access left (until
   * their end date). `until` null: open-ended.
   */
  async packagesHeld(businessIds: readonly number[]): Promise<Map<number, HeldPackage[]>> {
    const out = new Map<number, HeldPackage[]>();
    if (businessIds.length === 0) return out;
    const rows = await this.subscriptions.find({
      where: { businessId: In([...businessIds]), status: In(['active', 'canceled']), openKey: Not(IsNull()) },
      relations: { service: true },
    });
    for (const r of rows) {
      if (!r.service) continue;
      const until = r.status === 'canceled' ? r.endDate : r.autoRenew ? null : r.renewalDate;
      const list = out.get(r.businessId) ?? [];
      list.push({ packageType: r.service.packageType, until });
      out.set(r.businessId, list);
    }
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
      .update(
        { businessId: In([...businessIds]), status: Not('expired') },
        { status: 'canceled', autoRenew: false, endDate: wholeSeconds(this.clock.now()) },
      );
  }
}
