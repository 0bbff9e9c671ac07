import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import { Body, Controller, HttpCode, Param, ParseIntPipe, Patch, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { StaffPaymentResponseDto } from '../dto/payment-response.dto';
import { StaffSubscriptionResponseDto } from '../dto/subscription-response.dto';
import { CreateClientSubscriptionDto } from '../dto/staff-create-subscription.dto';
import { RecordPaymentDto } from '../dto/record-payment.dto';
import { UpdatePaymentStatusDto } from '../dto/update-payment-status.dto';
import { StaffPaymentsService } from '../staff-payments.service';
import { Access } from '../../access/access.decorator';

@UseInterceptors(NoStoreInterceptor)
@Controller('staff/clients/:clientId')
@ApiTags('staff')
@Access.staff()
@ApiNotFoundResponse({ description: 'No such client in scope, or no such subscription, payment or package of theirs' })
export class StaffBillingController {
  constructor(private readonly billing: StaffPaymentsService) {}

  @ApiOperation({ summary: 'Create a subscription for a client' })
  @Post('subscriptions')
  @ApiCreatedResponse({ type: StaffSubscriptionResponseDto, description: 'Created pending' })
  @ApiConflictResponse({ description: 'Already an active or pending subscription to that package' })
  createSubscription(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: CreateClientSubscriptionDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffSubscriptionResponseDto> {
    return this.billing.createSubscription(staff, clientId, dto, audit);
  }

  @ApiOperation({ summary: "Activate a client's subscription" })
  @Post('subscriptions/:subscriptionId/activate')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffSubscriptionResponseDto, description: 'Active from now, renewing in one month' })
  @ApiConflictResponse({ description: 'The subscription is not pending' })
  activate(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('subscriptionId', ParseIntPipe) subscriptionId: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffSubscriptionResponseDto> {
    return this.billing.activate(staff, clientId, subscriptionId, audit);
  }

  @ApiOperation({ summary: "Record a client's payment" })
  @Post('payments')
  @ApiCreatedResponse({
    type: StaffPaymentResponseDto,
    description:
      'Recorded; the reference is stored as the transaction id (stripePaymentId). A completed payment activates its pending subscription.',
  })
  @ApiBadRequestResponse({ description: 'A field is not valid' })
  recordPayment(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: RecordPaymentDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffPaymentResponseDto> {
    return this.billing.recordPayment(staff, clientId, dto, audit);
  }

  @ApiOperation({ summary: "Change a payment's status" })
  @Patch('payments/:paymentId')
  @ApiOkResponse({ type: StaffPaymentResponseDto })
  @ApiConflictResponse({ description: 'Transition not allowed (only pending → completed | failed, completed → refunded)' })
  updatePaymentStatus(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('paymentId', ParseIntPipe) paymentId: number,
    @Body() dto: UpdatePaymentStatusDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffPaymentResponseDto> {
    return this.billing.updatePaymentStatus(staff, clientId, paymentId, dto, audit);
  }
}
