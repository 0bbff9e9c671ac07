import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_STATUSES, Payment, PaymentStatus } from '../../payments/payment.entity';

export class StaffPaymentResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) userId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) subscriptionId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Title of the subscription's package", example: 'Standard' })
  serviceTitle!: string | null;
  @ApiProperty({ example: 3599 }) amount!: number;
  @ApiProperty({ example: 'ZAR' }) currency!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) status!: PaymentStatus;
  @ApiProperty({ type: String, nullable: true, example: 'EFT' }) paymentMethod!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Transaction id; for a payment staff record, the bank reference' })
  stripePaymentId!: string | null;
  @ApiProperty() paymentDate!: Date;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() createdAt!: Date;

  /** Expects the payment loaded with its subscription's service when it has one. */
  static from(p: Payment): StaffPaymentResponseDto {
    return {
      id: p.id,
      userId: p.userId,
      subscriptionId: p.subscriptionId,
      serviceTitle: p.subscription?.service?.title ?? null,
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
}
