import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import { UseInterceptors, Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { CurrentBusiness } from '../../access/current-business.decorator';
import type { BusinessContext } from '../../businesses/business-context';
import { SubscriptionResponseDto } from '../dto/subscription-response.dto';
import { UpdateSubscriptionDto } from '../dto/update-subscription.dto';
import { BillingSubscriptionsService, SUBSCRIPTION_NOT_FOUND } from '../subscriptions.service';
import { Access } from '../../access/access.decorator';

/** A malformed id names no subscription: 404, like an unknown one. */
const subscriptionId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(SUBSCRIPTION_NOT_FOUND) });

@UseInterceptors(NoStoreInterceptor)
@ApiTags('subscriptions')
@Controller('subscriptions')
@Access.client('billing')
// Buying (POST /api/subscriptions) starts with an engagement letter: its handler is the engagement module's.
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class SubscriptionsController {
  constructor(private readonly subscriptions: BillingSubscriptionsService) {}

  @ApiOperation({ summary: 'List your subscriptions' })
  @Get()
  @ApiOkResponse({ type: [SubscriptionResponseDto], description: "The current business's subscriptions with their package, newest first" })
  list(@CurrentBusiness() business: BusinessContext): Promise<SubscriptionResponseDto[]> {
    return this.subscriptions.listForBusiness(business.id);
  }

  @ApiOperation({ summary: "Change a subscription's package" })
  @Patch(':id')
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiNotFoundResponse({ description: 'No such subscription of this business' })
  @ApiConflictResponse({ description: 'The subscription is not active' })
  update(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', subscriptionId) id: number,
    @Body() dto: UpdateSubscriptionDto,
    @Audit() audit: AuditContext,
  ): Promise<SubscriptionResponseDto> {
    return this.subscriptions.setAutoRenew(business.id, id, dto, audit);
  }

  @ApiOperation({ summary: 'Cancel a subscription at its renewal date' })
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResponseDto, description: 'Canceled; access is kept until endDate (the renewal date)' })
  @ApiNotFoundResponse({ description: 'No such subscription of this business' })
  @ApiConflictResponse({ description: 'The subscription is not active' })
  cancel(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', subscriptionId) id: number,
    @Audit() audit: AuditContext,
  ): Promise<SubscriptionResponseDto> {
    return this.subscriptions.cancel(business.id, id, audit);
  }

  @ApiOperation({ summary: 'Resume a canceled subscription' })
  @Post(':id/resume')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResponseDto, description: 'The cancel undone: active again, renewing on the same date' })
  @ApiNotFoundResponse({ description: 'No such subscription of this business' })
  @ApiConflictResponse({ description: 'Not canceled, or its access has already ended' })
  resume(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', subscriptionId) id: number,
    @Audit() audit: AuditContext,
  ): Promise<SubscriptionResponseDto> {
    return this.subscriptions.resume(business.id, id, audit);
  }
}
