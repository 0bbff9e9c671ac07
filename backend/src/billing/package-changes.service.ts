import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { firmDateOf, isAddOnPackage, prorateUpgrade } from '@table-bay/shared';
import { AuditContext } from '../common/audit/audit-context';
import { Clock } from '../common/clock/clock';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { ActivityService } from '../activity/activity.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import type { ServicePackage } from '../catalogue/service-package.entity';
import { isUniqueViolation } from '../database/db-errors';
import {
  addOneMonth,
  invoiceNumberText,
  monthlyCentsOf,
  periodStartBefore,
  toCents,
  toRand,
  vatIncluded,
  wholeSeconds,
} from './billing-rules';
import { BillingMail } from './billing-mail';
import { BillingTransactions } from './billing-transactions';
import { ChangePackageResponseDto, ChangePreviewResponseDto, PackageChangeKind } from './dto/package-change.dto';
import { InvoiceResponseDto } from './dto/invoice-response.dto';
import { SubscriptionResponseDto } from './dto/subscription-response.dto';
import { Invoice } from './entities/invoice.entity';
import { Subscription } from './entities/subscription.entity';
import { FIRM_DETAILS, isVatRegistered, type FirmDetails } from '../config/firm-details';
import { InvoiceIssuer } from './invoice-issuer';
import { BillingSubscriptionsService, openKeyOf, PACKAGE_NOT_FOUND } from './subscriptions.service';

export const CHANGE_NOT_ACTIVE = 'Only an active subscription can change package (undo a cancel first)';
export const CHANGE_ADD_ON = 'Add-ons are held beside the main package: add one from Available packages instead';
export const CHANGE_RENEWAL_DUE = 'The renewal invoice is past its date: once it is paid, the package can change';
export const CHANGE_RACED = 'The subscription changed meanwhile: reload the page and try again';
export const changeSame = (title: string): string => `This subscription is already on the ${title} package`;
export const alreadyHeld = (title: string): string => `This business already has another subscription to the ${title} package`;
export const CHANGE_AGREED_BY_LETTER =
  'The change waiting for this subscription was agreed in an engagement letter: ask the firm if it should not go ahead';

/** What a change would do, worked out once for the preview and the change itself. */
interface ChangePlan {
  kind: PackageChangeKind;
  from: ServicePackage;
  to: ServicePackage;
  effectiveFrom: Date;
  /** The difference invoice's total (0: none) and the period it covers. */
  amountCents: number;
  invoicedUntil: Date;
  periodStart: Date;
  renewalDate: Date;
  periodDays: number;
  remainingDays: number;
  /** The whole difference for the next period, when its invoice was issued at the old price already. */
  nextPeriodCents: number;
}

/**
 * A business moving its main package up or down (docs/billing.md, "Changing package"). An upgrade
 * starts now and is invoiced pro rata for the rest of the period (prorateUpgrade, in the shared
 * package); a downgrade is scheduled for the first period not yet invoiced and applied by the
 * billing job, which bills that period at the new price.
 */
@Injectable()
export class PackageChangesService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly catalogue: CatalogueService,
    private readonly subscriptionRules: BillingSubscriptionsService,
    private readonly tx: BillingTransactions,
    private readonly issuer: InvoiceIssuer,
    private readonly mail: BillingMail,
    private readonly activity: ActivityService,
    @Inject(FIRM_DETAILS) private readonly firm: FirmDetails,
    private readonly clock: Clock,
  ) {}

  async preview(businessId: number, id: number, serviceId: number, now = this.clock.now()): Promise<ChangePreviewResponseDto> {
    const sub = await this.subscriptionRules.load(businessId, id);
    const plan = await this.plan(sub, serviceId, wholeSeconds(now));
    return {
      kind: plan.kind,
      // What the client pays now: the agreed price of its letter, else the catalogue's.
      from: { serviceId: plan.from.id, title: plan.from.title, price: toRand(monthlyCentsOf(sub)) },
      to: { serviceId: plan.to.id, title: plan.to.title, price: Number(plan.to.price) },
      effectiveFrom: plan.effectiveFrom,
      amount: toRand(plan.amountCents),
      vat: toRand(isVatRegistered(this.firm) ? vatIncluded(plan.amountCents) : 0),
      periodStart: plan.periodStart,
      renewalDate: plan.renewalDate,
      periodDays: plan.periodDays,
      remainingDays: plan.remainingDays,
      nextPeriodAmount: toRand(plan.nextPeriodCents),
    };
  }

  async change(
    businessId: number,
    userId: number,
    id: number,
    serviceId: number,
    audit: AuditContext,
    nowInput = this.clock.now(),
  ): Promise<ChangePackageResponseDto> {
    const now = wholeSeconds(nowInput);
    const sub = await this.subscriptionRules.load(businessId, id);
    const plan = await this.plan(sub, serviceId, now);
    const scheduled = plan.kind === 'downgrade';
    // Held before one main package was enforced: another open subscription to the target package.
    if (
      !scheduled &&
      plan.kind !== 'keep' &&
      (await this.subscriptions.exists({ where: { openKey: openKeyOf(businessId, plan.to.id) } }))
    ) {
      throw new ConflictError('subscription.already_subscribed', alreadyHeld(plan.to.title));
    }
    let invoice: Invoice | null;
    try {
      invoice = await this.tx.runForClient(businessId, async (m) => {
        // Conditional on the package read: of two changes racing, the second finds it moved.
        const moved = await m.getRepository(Subscription).update(
          { id, businessId, status: 'active', serviceId: plan.from.id },
          scheduled
            ? { scheduledServiceId: plan.to.id, scheduledChangeAt: plan.effectiveFrom, scheduledMonthlyPriceCents: null }
            : {
                serviceId: plan.to.id,
                openKey: openKeyOf(businessId, plan.to.id),
                scheduledServiceId: null,
                scheduledChangeAt: null,
                scheduledMonthlyPriceCents: null,
                // A price agreed in a letter is for the package it named: another one is at its own price.
                ...(plan.kind === 'keep' ? {} : { monthlyPriceCents: null }),
              },
        );
        if (!moved.affected) throw new ConflictError('subscription.changed_meanwhile', CHANGE_RACED);
        const inv = plan.amountCents > 0 ? await this.issueDifference(m, sub, plan, userId, now) : null;
        await this.activity.recordIn(m, audit, 'subscription.change', {
          businessId,
          subscriptionId: id,
          kind: plan.kind,
          from: plan.from.title,
          to: plan.to.title,
          effectiveFrom: plan.effectiveFrom.toISOString(),
          invoiceNumber: inv ? invoiceNumberText(inv.number) : null,
          amount: toRand(plan.amountCents),
        });
        return inv;
      });
    } catch (err) {
      // Another subscription took the target package meanwhile.
      if (isUniqueViolation(err)) throw new ConflictError('subscription.changed_meanwhile', CHANGE_RACED);
      throw err;
    }
    return {
      subscription: SubscriptionResponseDto.from(await this.subscriptionRules.load(businessId, id)),
      invoice: invoice ? InvoiceResponseDto.from(invoice, now) : null,
      effectiveFrom: plan.effectiveFrom,
    };
  }

  /**
   * A change agreed in a signed engagement letter (docs/engagement-letters.md, "Changing a held
   * package"): the subscription moves to `serviceId` at `priceCents` from the first period not yet
   * invoiced, whatever the direction; nothing is prorated or invoiced now. The renewal invoice of
   * that period charges the agreed price and the billing job moves the package when it starts.
   * Runs in the signing's transaction; null when the subscription is no longer active.
   */
  async scheduleAgreedIn(
    m: EntityManager,
    businessId: number,
    subscriptionId: number,
    serviceId: number,
    priceCents: number,
  ): Promise<{ effectiveFrom: Date } | null> {
    const sub = await m.getRepository(Subscription).findOne({ where: { id: subscriptionId, businessId } });
    if (!sub || sub.status !== 'active' || sub.renewalDate === null) return null;
    const renewalDate = sub.renewalDate;
    const nextInvoiced = await m.getRepository(Invoice).exists({ where: { subscriptionId, periodStart: renewalDate } });
    const effectiveFrom = nextInvoiced ? addOneMonth(renewalDate) : renewalDate;
    const moved = await m
      .getRepository(Subscription)
      .update(
        { id: subscriptionId, businessId, status: 'active', renewalDate },
        { scheduledServiceId: serviceId, scheduledChangeAt: effectiveFrom, scheduledMonthlyPriceCents: priceCents },
      );
    return moved.affected ? { effectiveFrom } : null;
  }

  private async issueDifference(m: EntityManager, sub: Subscription, plan: ChangePlan, userId: number, now: Date): Promise<Invoice> {
    const until = firmDateOf(new Date(plan.renewalDate.getTime() - 1));
    const base = `Upgrade from ${plan.from.title} to ${plan.to.title}: ${plan.remainingDays} of ${plan.periodDays} days to ${until}`;
    // An invoice's period start is unique per subscription (renewals rely on it); an upgrade in the
    // very second another invoice of the subscription starts takes the next second.
    const taken = await m.getRepository(Invoice).exists({ where: { subscriptionId: sub.id, periodStart: now } });
    const periodStart = taken ? new Date(now.getTime() + 1000) : now;
    const inv = await this.issuer.issue(m, {
      businessId: sub.businessId,
      userId,
      subscriptionId: sub.id,
      description: plan.nextPeriodCents > 0 ? `${base}, and the next month` : base,
      totalCents: plan.amountCents,
      periodStart,
      periodEnd: plan.invoicedUntil,
      issuedAt: now,
    });
    await this.mail.invoiceIssued(m, inv);
    return inv;
  }

  private async plan(sub: Subscription, serviceId: number, now: Date): Promise<ChangePlan> {
    const from = sub.service;
    if (!from) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    if (sub.status !== 'active' || sub.renewalDate === null) throw new ConflictError('subscription.change_not_active', CHANGE_NOT_ACTIVE);
    const to = await this.catalogue.findPackage(serviceId);
    if (!to) throw new NotFoundError('catalogue.package_not_found', PACKAGE_NOT_FOUND);
    if (isAddOnPackage(to.packageType) || isAddOnPackage(from.packageType))
      throw new ConflictError('subscription.change_add_on', CHANGE_ADD_ON);
    const renewalDate = sub.renewalDate;
    if (renewalDate.getTime() <= now.getTime()) throw new ConflictError('subscription.change_renewal_due', CHANGE_RENEWAL_DUE);
    const periodStart = periodStartBefore(sub.startDate, renewalDate);
    const none = {
      amountCents: 0,
      nextPeriodCents: 0,
      invoicedUntil: renewalDate,
      periodStart,
      renewalDate,
      periodDays: 0,
      remainingDays: 0,
    };

    if (to.id === from.id) {
      if (sub.scheduledServiceId === null) throw new ConflictError('subscription.change_same', changeSame(from.title));
      // Calling off what a letter agreed (a new price, say) is not the client's alone to do.
      if (sub.scheduledMonthlyPriceCents !== null) throw new ConflictError('subscription.change_agreed', CHANGE_AGREED_BY_LETTER);
      // Back to the package it holds: the scheduled downgrade is called off.
      return { kind: 'keep', from, to, effectiveFrom: now, ...none };
    }
    // The next period's invoice goes out a week ahead; once it has, the change reaches that period too.
    const nextInvoiced = await this.subscriptions.manager
      .getRepository(Invoice)
      .exists({ where: { subscriptionId: sub.id, periodStart: renewalDate } });
    // From what the client pays now (a letter's agreed price, else the catalogue's) to the new
    // package's catalogue price: an agreed price belongs to the package its letter named.
    const differenceCents = toCents(to.price) - monthlyCentsOf(sub);
    if (differenceCents < 0) {
      return { kind: 'downgrade', from, to, effectiveFrom: nextInvoiced ? addOneMonth(renewalDate) : renewalDate, ...none };
    }
    if (differenceCents === 0) return { kind: 'same-price', from, to, effectiveFrom: now, ...none };
    const share = prorateUpgrade(differenceCents, periodStart, renewalDate, now);
    const nextPeriodCents = nextInvoiced ? differenceCents : 0;
    return {
      kind: 'upgrade',
      from,
      to,
      effectiveFrom: now,
      amountCents: share.amountCents + nextPeriodCents,
      invoicedUntil: nextInvoiced ? addOneMonth(renewalDate) : renewalDate,
      periodStart,
      renewalDate,
      periodDays: share.periodDays,
      remainingDays: share.remainingDays,
      nextPeriodCents,
    };
  }
}
