import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { SubscriptionResponseDto } from './dto/subscription-response.dto';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';
import { SUBSCRIPTION_NOT_FOUND, SubscriptionsService } from './subscriptions.service';

/** A malformed id names no subscription: 404, like an unknown one. */
const subscriptionId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(SUBSCRIPTION_NOT_FOUND) });

@ApiTags('subscriptions')
@Controller('subscriptions')
@UseGuards(AuthenticatedGuard)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @ApiOkResponse({ type: [SubscriptionResponseDto], description: "The signed-in user's subscriptions with their package, newest first" })
  list(@CurrentUser() user: User): Promise<SubscriptionResponseDto[]> {
    return this.subscriptions.listOwn(user.id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiNotFoundResponse({ description: 'No such subscription of this user' })
  @ApiConflictResponse({ description: 'The subscription is not active' })
  update(
    @CurrentUser() user: User,
    @Param('id', subscriptionId) id: number,
    @Body() dto: UpdateSubscriptionDto,
    @Req() req: Request,
  ): Promise<SubscriptionResponseDto> {
    return this.subscriptions.setAutoRenew(user.id, id, dto, req);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResponseDto, description: 'Canceled; access is kept until endDate (the renewal date)' })
  @ApiNotFoundResponse({ description: 'No such subscription of this user' })
  @ApiConflictResponse({ description: 'The subscription is not active' })
  cancel(@CurrentUser() user: User, @Param('id', subscriptionId) id: number, @Req() req: Request): Promise<SubscriptionResponseDto> {
    return this.subscriptions.cancel(user.id, id, req);
  }
}
