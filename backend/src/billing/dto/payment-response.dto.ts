import { ApiProperty, OmitType } from '@nestjs/swagger';
import { PAYMENT_STATUSES, Payment, PaymentStatus } from '../entities/payment.entity';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../entities/subscription.entity';

export class PaymentServiceSummaryDto {
  @ApiProperty({ example: 'Standard' }) title!: string;
  @ApiProperty({ example: 'standard' }) packageType!: string;
}

export class PaymentSubscriptionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) status!: SubscriptionStatus;
  @ApiProperty({ type: PaymentServiceSummaryDto, nullable: true }) service!: PaymentServiceSummaryDto | null;
}

/**
 * A payment, as its client sees it (the payments list). The firm's view (`StaffPaymentResponseDto`)
 * is the same resource with the client's id and the package title instead of the nested subscription.
 */
export class PaymentResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) subscriptionId!: number | null;
  @ApiProperty({ description: 'In the currency below; rand for ZAR', example: 3599 }) amount!: number;
  @ApiProperty({ example: 'ZAR' }) currency!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) status!: PaymentStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'eft',
    description:
      'How the money came: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while owed, or not recorded',
  })
  paymentMethod!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The bank reference staff confirmed, the bank statement line, or the PayFast payment id',
  })
  stripePaymentId!: string | null;
  @ApiProperty() paymentDate!: Date;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: PaymentSubscriptionDto, nullable: true }) subscription!: PaymentSubscriptionDto | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The invoice this payment settles; a pending one is paid at /checkout/{invoiceId}',
  })
  invoiceId!: number | null;

  /** Expects the payment loaded with its subscription and that subscription's service. */
  static from(p: Payment): PaymentResponseDto {
    const sub = p.subscription ?? null;
    return {
      ...paymentFields(p),
      invoiceId: p.invoiceId ?? null,
      subscription: sub
        ? {
            id: sub.id,
            status: sub.status,
            service: sub.service ? { title: sub.service.title, packageType: sub.service.packageType } : null,
          }
        : null,
    };
  }
}

/** The firm's view of a payment (client page, staff billing routes). */
export class StaffPaymentResponseDto extends OmitType(PaymentResponseDto, ['subscription', 'invoiceId'] as const) {
  @ApiProperty({ type: Number, nullable: true, description: 'The client business; null once it is closed (the record is kept)' })
  businessId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The person who paid; null when staff recorded it' }) userId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Title of the subscription's package", example: 'Standard' })
  serviceTitle!: string | null;

  /** Expects the payment loaded with its subscription's service when it has one. */
  static from(p: Payment): StaffPaymentResponseDto {
    return { ...paymentFields(p), businessId: p.businessId, userId: p.userId, serviceTitle: p.subscription?.service?.title ?? null };
  }
}

function paymentFields(p: Payment): Omit<PaymentResponseDto, 'subscription' | 'invoiceId'> {
  return {
    id: p.id,
    subscriptionId: p.subscriptionId,
    amount: Number(p.amount),
    currency: p.currency,
    status: p.status,
    paymentMethod: p.paymentMethod,
    stripePaymentId: p.stripePaymentId,
    paymentDate: p.paymentDate,
    description: p.description,
    createdAt: p.createdAt,
  };
}
