import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { In, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { SubscriptionResponseDto } from './dto/subscription-response.dto';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';
import { Subscription } from './subscription.entity';
import { markListsChanged } from '../client-lists/lists-version';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const AUTO_RENEW_NOT_ACTIVE = 'Auto-renewal can only be changed on an active subscription';
export const CANCEL_NOT_ACTIVE = 'Only an active subscription can be canceled';

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly activity: ActivityService,
  ) {}

  /** The user's subscriptions, newest first; canceled ones whose paid period is over become expired. */
  async listOwn(userId: number): Promise<SubscriptionResponseDto[]> {
    const rows = await this.subscriptions.find({
      where: { userId },
      relations: { service: true },
      order: { startDate: 'DESC', id: 'DESC' },
    });
    await this.expireEnded(rows);
    return rows.map((s) => SubscriptionResponseDto.from(s));
  }

  async setAutoRenew(userId: number, id: number, dto: UpdateSubscriptionDto, req: Request): Promise<SubscriptionResponseDto> {
    const sub = await this.findOwn(userId, id);
    if (sub.status !== 'active') throw new ConflictException(AUTO_RENEW_NOT_ACTIVE);
    sub.autoRenew = dto.autoRenew;
    await this.subscriptions.manager.transaction(async (m) => {
      await markListsChanged(m, userId);
      await m.getRepository(Subscription).update({ id: sub.id, userId }, { autoRenew: sub.autoRenew });
    });
    await this.activity.record(userId, 'subscription.auto_renew', req, { subscriptionId: sub.id, autoRenew: sub.autoRenew });
    return SubscriptionResponseDto.from(await this.findOwn(userId, id));
  }

  /** Cancelling keeps access until the end of the period already paid for (design ruling 7). */
  async cancel(userId: number, id: number, req: Request): Promise<SubscriptionResponseDto> {
    const sub = await this.findOwn(userId, id);
    if (sub.status !== 'active') throw new ConflictException(CANCEL_NOT_ACTIVE);
    const endDate = sub.renewalDate ?? new Date();
    await this.subscriptions.manager.transaction(async (m) => {
      await markListsChanged(m, userId);
      await m.getRepository(Subscription).update({ id: sub.id, userId }, { status: 'canceled', endDate, autoRenew: false });
    });
    await this.activity.record(userId, 'subscription.cancel', req, { subscriptionId: sub.id, endDate: endDate.toISOString() });
    return SubscriptionResponseDto.from(await this.findOwn(userId, id));
  }

  /** Another user's subscription is answered exactly like a missing one (design ruling 10). */
  private async findOwn(userId: number, id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id, userId }, relations: { service: true } });
    if (!sub) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    await this.expireEnded([sub]);
    return sub;
  }

  private async expireEnded(rows: Subscription[]): Promise<void> {
    const now = Date.now();
    const ended = rows.filter((s) => s.status === 'canceled' && s.endDate !== null && s.endDate.getTime() <= now);
    if (ended.length === 0) return;
    // Payments show their subscription's status, so their lists change too.
    await this.subscriptions.manager.transaction(async (m) => {
      await markListsChanged(
        m,
        ended.map((s) => s.userId),
      );
      await m.getRepository(Subscription).update({ id: In(ended.map((s) => s.id)), status: 'canceled' }, { status: 'expired' });
    });
    for (const s of ended) s.status = 'expired';
  }
}
