import { UseInterceptors, Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import type { Request, Response } from 'express';
import { PaymentResponseDto } from '../dto/payment-response.dto';
import { PaymentsService } from '../payments.service';
import { ClientListCache } from '../../client-lists/client-list-cache';
import { Access } from '../../access/access.decorator';
import { CurrentBusiness } from '../../access/current-business.decorator';
import type { BusinessContext } from '../../businesses/business-context';

@UseInterceptors(NoStoreInterceptor)
@ApiTags('payments')
@Controller('payments')
@Access.client('billing')
export class PaymentsController {
  constructor(
    private readonly lists: ClientListCache,
    private readonly payments: PaymentsService,
  ) {}

  @ApiOperation({ summary: 'List your payments' })
  @Get()
  @ApiOkResponse({ type: [PaymentResponseDto], description: "The current business's payments, newest first" })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  async list(@CurrentBusiness() business: BusinessContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.lists.send(req, res, 'payments', business, () => this.payments.listForBusiness(business.id));
  }
}
