import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import { Body, Controller, HttpCode, NotFoundException, Param, ParseIntPipe, Post, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { CLIENT_NOT_FOUND, ClientAccessService } from '../../access/client-access.service';
import { StaffSubscriptionResponseDto } from '../dto/subscription-response.dto';
import { StartOnAccountDto } from '../dto/start-on-account.dto';
import { BillingSubscriptionsService, SUBSCRIPTION_NOT_FOUND } from '../subscriptions.service';
import { Access } from '../../access/access.decorator';

/**
 * A client's subscriptions on the staff side. Staff settle invoices (StaffInvoicesController and
 * the bank reconciliation); a subscription becomes active only through its settled invoice, with
 * one exception kept here: an admin's "start on account" (docs/decisions/0021-one-billing-path.md).
 */
@UseInterceptors(NoStoreInterceptor)
@Controller('staff/clients/:clientId/subscriptions')
@ApiTags('staff')
@Access.staff('admin')
@ApiNotFoundResponse({ description: 'No such client in scope, or no such subscription of theirs' })
export class StaffBillingController {
  constructor(
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly access: ClientAccessService,
  ) {}

  @ApiOperation({ summary: 'Start a subscription on account, before its invoice is paid (admins)' })
  @Post(':subscriptionId/start-on-account')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffSubscriptionResponseDto, description: 'Active from now, renewing in a month; its invoice stays open' })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiConflictResponse({ description: 'The subscription is not waiting for its first payment' })
  async startOnAccount(
    @CurrentUser() staff: User,
    @Param('clientId', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(CLIENT_NOT_FOUND) })) clientId: number,
    @Param('subscriptionId', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(SUBSCRIPTION_NOT_FOUND) }))
    subscriptionId: number,
    @Body() dto: StartOnAccountDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffSubscriptionResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    return StaffSubscriptionResponseDto.from(await this.subscriptions.startOnAccount(client.id, subscriptionId, staff, dto.reason, audit));
  }
}
