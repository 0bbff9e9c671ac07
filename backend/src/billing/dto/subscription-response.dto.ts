import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ServiceResponseDto } from '../../catalogue/dto/service-response.dto';
import { SUBSCRIPTION_STATUSES, Subscription, SubscriptionStatus } from '../entities/subscription.entity';

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
  @ApiProperty({ type: String, nullable: true, description: 'Billing reference; null means manual billing' })
  stripeSubscriptionId!: string | null;
  @ApiProperty() startDate!: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'For a canceled subscription: access ends then' }) endDate!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) renewalDate!: Date | null;
  @ApiProperty() autoRenew!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: ServiceResponseDto }) service!: ServiceResponseDto;

  /** Expects the subscription loaded with its service. */
  static from(s: Subscription): SubscriptionResponseDto {
    if (!s.service) throw new Error(`Subscription ${s.id} was loaded without its service`);
    return { ...subscriptionFields(s), service: ServiceResponseDto.from(s.service) };
  }
}

/** The firm's view of a subscription (client page, staff billing routes). */
export class StaffSubscriptionResponseDto extends OmitType(SubscriptionResponseDto, ['service'] as const) {
  @ApiProperty({ type: ServiceResponseDto, nullable: true }) service!: ServiceResponseDto | null;

  /** Expects the subscription loaded with its service. */
  static from(s: Subscription): StaffSubscriptionResponseDto {
    return { ...subscriptionFields(s), service: s.service ? ServiceResponseDto.from(s.service) : null };
  }
}

function subscriptionFields(s: Subscription): Omit<SubscriptionResponseDto, 'service'> {
  return {
    id: s.id,
    businessId: s.businessId,
    userId: s.userId,
    serviceId: s.serviceId,
    status: s.status,
    stripeSubscriptionId: s.stripeSubscriptionId,
    startDate: s.startDate,
    endDate: s.endDate,
    renewalDate: s.renewalDate,
    autoRenew: s.autoRenew,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
