import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ServiceResponseDto } from '../../catalogue/dto/service-response.dto';
import { displayName } from '../../users/display-name';
import { monthlyCentsOf, monthlyCentsOrNull, scheduledCentsOf, toRand } from '../billing-rules';
import { SUBSCRIPTION_STATUSES, Subscription, SubscriptionStatus } from '../entities/subscription.entity';

export class ScheduledChangeDto {
  @ApiProperty() serviceId!: number;
  @ApiProperty({ example: 'Essential' }) title!: string;
  @ApiProperty({
    example: 1299,
    description: 'Monthly price in rand, VAT included, from then on: the price agreed in its engagement letter, else the package price',
  })
  price!: number;
  @ApiProperty({ description: 'The first day of the period billed at the new package' }) effectiveFrom!: Date;
  @ApiProperty({ description: 'Agreed in a signed engagement letter (a change the firm proposed), not chosen by the client alone' })
  agreedByLetter!: boolean;
}

export class OnAccountDto {
  @ApiProperty() since!: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Naledi Dlamini',
    description: 'The admin who started it; null once their account is gone',
  })
  by!: string | null;
  @ApiProperty({ example: 'Retainer agreed with the director' }) reason!: string;
}

/**
 * A subscription, as its client sees it. The firm's view (`StaffSubscriptionResponseDto`) is the
 * same resource with the package allowed to be missing.
 */
export class SubscriptionResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The client business that holds it' }) businessId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The person who subscribed; null when staff opened it or the account is gone' })
  userId!: number | null;
  @ApiProperty() serviceId!: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) status!: SubscriptionStatus;
  @ApiProperty() startDate!: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'For a canceled subscription: access ends then' }) endDate!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) renewalDate!: Date | null;
  @ApiProperty() autoRenew!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'Started by the firm before its first invoice was paid ("start on account"): since when; null otherwise',
  })
  onAccountSince!: Date | null;
  @ApiProperty({
    type: ScheduledChangeDto,
    nullable: true,
    description: 'A change waiting for the next period: a downgrade, or a change agreed in an engagement letter',
  })
  scheduledChange!: ScheduledChangeDto | null;
  @ApiProperty({ type: ServiceResponseDto }) service!: ServiceResponseDto;
  @ApiProperty({
    example: 2999,
    description: 'What it is billed a month in rand, VAT included: the price its engagement letter agreed, else the package price',
  })
  monthlyPrice!: number;

  /** Expects the subscription loaded with its service (and its scheduled package, if any). */
  static from(s: Subscription): SubscriptionResponseDto {
    if (!s.service) throw new Error(`Subscription ${s.id} was loaded without its service`);
    return { ...subscriptionFields(s), service: ServiceResponseDto.from(s.service), monthlyPrice: toRand(monthlyCentsOf(s)) };
  }
}

/** The firm's view of a subscription (client page, staff billing routes). */
export class StaffSubscriptionResponseDto extends OmitType(SubscriptionResponseDto, ['service', 'monthlyPrice'] as const) {
  @ApiProperty({ type: ServiceResponseDto, nullable: true }) service!: ServiceResponseDto | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2999,
    description: 'What it is billed a month in rand, VAT included (the agreed price, else the package price); null without either',
  })
  monthlyPrice!: number | null;
  @ApiProperty({ type: OnAccountDto, nullable: true, description: 'Who started it on account, when and why; null otherwise' })
  onAccount!: OnAccountDto | null;

  /** Expects the subscription loaded with its service, its scheduled package and who started it on account. */
  static from(s: Subscription): StaffSubscriptionResponseDto {
    const monthlyCents = monthlyCentsOrNull(s);
    return {
      ...subscriptionFields(s),
      service: s.service ? ServiceResponseDto.from(s.service) : null,
      monthlyPrice: monthlyCents === null ? null : toRand(monthlyCents),
      onAccount:
        s.onAccountAt !== null
          ? { since: s.onAccountAt, by: s.onAccountBy ? displayName(s.onAccountBy) : null, reason: s.onAccountReason ?? '' }
          : null,
    };
  }
}

function subscriptionFields(s: Subscription): Omit<SubscriptionResponseDto, 'service' | 'monthlyPrice'> {
  return {
    id: s.id,
    businessId: s.businessId,
    userId: s.userId,
    serviceId: s.serviceId,
    status: s.status,
    startDate: s.startDate,
    endDate: s.endDate,
    renewalDate: s.renewalDate,
    autoRenew: s.autoRenew,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    onAccountSince: s.onAccountAt,
    scheduledChange:
      s.scheduledService && s.scheduledChangeAt
        ? {
            serviceId: s.scheduledService.id,
            title: s.scheduledService.title,
            price: toRand(scheduledCentsOf(s)),
            effectiveFrom: s.scheduledChangeAt,
            agreedByLetter: s.scheduledMonthlyPriceCents !== null,
          }
        : null,
  };
}
