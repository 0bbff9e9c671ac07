import { ApiProperty } from '@nestjs/swagger';
import { ServicePackage } from '../../catalogue/service-package.entity';
import { SUBSCRIPTION_STATUSES, Subscription, SubscriptionStatus } from '../../subscriptions/subscription.entity';

export class StaffServiceSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Standard' }) title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Monthly price in rand, VAT included', example: 3599 }) price!: number;
  @ApiProperty({ example: 'standard' }) packageType!: string;
  @ApiProperty({ type: [String] }) features!: string[];

  static from(s: ServicePackage): StaffServiceSummaryDto {
    return {
      id: s.id,
      title: s.title,
      description: s.description,
      price: Number(s.price),
      packageType: s.packageType,
      features: [...(s.features ?? [])],
    };
  }
}

export class StaffSubscriptionResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty() serviceId!: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) status!: SubscriptionStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Billing reference; null means manual billing' }) stripeSubscriptionId!:
    string | null;
  @ApiProperty() startDate!: Date;
  @ApiProperty({ type: Date, nullable: true }) endDate!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) renewalDate!: Date | null;
  @ApiProperty() autoRenew!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: StaffServiceSummaryDto, nullable: true }) service!: StaffServiceSummaryDto | null;

  /** Expects the subscription loaded with its service. */
  static from(s: Subscription): StaffSubscriptionResponseDto {
    return {
      id: s.id,
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
      service: s.service ? StaffServiceSummaryDto.from(s.service) : null,
    };
  }
}
