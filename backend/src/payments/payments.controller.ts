import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { PaymentResponseDto } from './dto/payment-response.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
@UseGuards(AuthenticatedGuard)
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  @ApiOkResponse({ type: [PaymentResponseDto], description: "The signed-in user's payments, newest first" })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  list(@CurrentUser() user: User): Promise<PaymentResponseDto[]> {
    return this.payments.listOwn(user.id);
  }
}
