import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { PAYMENT_STATUSES, PaymentStatus } from '../entities/payment.entity';

export class UpdatePaymentStatusDto {
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description: 'Allowed: pending → completed | failed, completed → refunded',
  })
  @IsDefined({ message: 'Status is required' })
  @IsIn(PAYMENT_STATUSES, { message: 'Status must be pending, completed, failed or refunded' })
  status!: PaymentStatus;
}
