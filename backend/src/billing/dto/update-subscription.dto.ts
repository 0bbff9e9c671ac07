import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The only thing a client may change on a subscription; a missing value fails the same check. */
export class UpdateSubscriptionDto {
  @ApiProperty()
  @IsBoolean({ message: 'autoRenew must be true or false' })
  autoRenew!: boolean;
}
