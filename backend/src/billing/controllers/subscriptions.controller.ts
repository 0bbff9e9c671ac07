import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import {
  UseInterceptors,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { CurrentBusiness } from '../../access/current-business.decorator';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import type { BusinessContext } from '../../businesses/business-context';
import { SubscriptionResponseDto } from '../dto/subscription-response.dto';
import { UpdateSubscriptionDto } from '../dto/update-subscription.dto';
import { BillingSubscriptionsService, SUBSCRIPTION_NOT_FOUND } from '../subscriptions.service';
import { Access } from '../../access/access.decorator';
import { ChangePackageDto, ChangePackageResponseDto, ChangePreviewQueryDto, ChangePreviewResponseDto } from '../dto/package-change.dto';
import { PackageChangesService } from '../package-changes.service';

/** A malformed id names no subscription: 404, like an unknown one. */
const subscriptionId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(SUBSCRIPTION_NOT_FOUND) });

@UseInterceptors(NoStoreInterceptor)
@ApiTags('subscriptions')
@Controller('subscriptions')
@Access.client('billing')
// Buying (POST /api/subscriptions) starts with an engagement letter: its handler is the engagement module's.
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly changes: PackageChangesService,
  ) {}

  @ApiOperation({ summary: 'List your subscriptions' })
  @Get()
  @ApiOkResponse({ type: [SubscriptionResponseDto], description: "The current business's subscriptions with their package, newest first" })
  list(@CurrentBusiness() business: BusinessContext): Promise<SubscriptionResponseDto[]> {
    return this.subscriptions.listForBusiness(business.id);
  }

  @ApiOperation({ summary: 'Preview a change of package' })
  @Get(':id/change-preview')
  @Access.client('package')
  @ApiOkResponse({ type: ChangePreviewResponseDto, description: 'What the change would cost and when it would take effect' })
  @ApiBadRequestResponse({ description: 'No package chosen' })
  @ApiNotFoundResponse({ description: 'No such subscription of this business, or no such package' })
  @ApiConflictResponse({ description: 'The subscription is not active, is on that package already, or the package is an add-on' })
  changePreview(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', subscriptionId) id: number,
    @Query() query: ChangePreviewQueryDto,
  ): Promise<ChangePreviewResponseDto> {
    return this.changes.preview(business.id, id, query.serviceId);
  }

  @ApiOperation({ summary: 'Change package: an upgrade now, a downgrade from the next period' })
  @Post(':id/change')
  @HttpCode(200)
  @Access.client('package')
  @ApiOkResponse({
    type: ChangePackageResponseDto,
    description: 'The subscription, the invoice for an upgrade difference (null otherwise) and when the change takes effect',
  })
  @ApiBadRequestResponse({ description: 'No package chosen' })
  @ApiNotFoundResponse({ description: 'No such subscription of this business, or no such package' })
  @ApiConflictResponse({ description: 'The subscription is not active, is on that package already, or the package is an add-on' })
  change(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Param('id', subscriptionId) id: number,
    @Body() dto: ChangePackageDto,
    @Audit() audit: AuditContext,
  ): Promise<ChangePackageResponseDto> {
    return this.changes.change(business.id, user.id, id, dto.serviceId, audit);
  }

  @ApiOperation({ summary: 'Turn auto-renewal on or off' })
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
