import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { AuditContext } from '../common/audit/audit-context';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../access/current-user.decorator';
import type { User } from '../users/user.entity';
import { CalendarFeedService } from './calendar-feed.service';
import { ComplianceService, OBLIGATION_NOT_FOUND } from './compliance.service';
import { CalendarFeedDto, ObligationDto, ObligationWindowQueryDto, UpdateObligationProofDto } from './dto/obligation.dto';

/** A non-numeric id names no obligation: answered exactly as an unknown one. */
export const obligationId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(OBLIGATION_NOT_FOUND) });

/** The business's tax calendar (docs/compliance.md). */
@ApiTags('compliance')
@Controller('compliance')
@Access.client('compliance')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class ComplianceController {
  constructor(
    private readonly compliance: ComplianceService,
    private readonly feeds: CalendarFeedService,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: "The business's SARS and CIPC obligations due in a window, earliest first" })
  @Get('obligations')
  @ApiOkResponse({ type: [ObligationDto] })
  list(@CurrentBusiness() business: BusinessContext, @Query() query: ObligationWindowQueryDto): Promise<ObligationDto[]> {
    return this.compliance.listForBusiness(business.id, query);
  }

  @ApiOperation({ summary: 'Attach the documents that prove an obligation (a proof of payment, the submitted return)' })
  @Patch('obligations/:id')
  @ApiOkResponse({ type: ObligationDto })
  @ApiNotFoundResponse({ description: 'No such obligation of the business, or a document that is not the business’s' })
  updateProof(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', obligationId) id: number,
    @Body() dto: UpdateObligationProofDto,
    @Audit() audit: AuditContext,
  ): Promise<ObligationDto> {
    return this.compliance.updateProof(business.id, id, dto, audit);
  }

  @ApiOperation({
    summary: 'A private calendar feed (iCalendar) of your tax calendar',
    description:
      'One link per person, covering the obligations of every business you belong to. A new link replaces the old one, which stops working at once.',
  })
  @Post('calendar-feed')
  @Access.client('compliance', 'read')
  @ApiCreatedResponse({ type: CalendarFeedDto })
  async issueFeed(@CurrentUser() user: User, @Audit() audit: AuditContext): Promise<CalendarFeedDto> {
    const feed = await this.feeds.issue(user.id);
    await this.activity.record(audit, 'compliance.feed.issue');
    return feed;
  }

  @ApiOperation({ summary: 'Turn your calendar feed off: its link stops working' })
  @Delete('calendar-feed')
  @HttpCode(204)
  @Access.client('compliance', 'read')
  @ApiNoContentResponse({ description: 'The link no longer works (also when there was none)' })
  async revokeFeed(@CurrentUser() user: User, @Audit() audit: AuditContext): Promise<void> {
    if (await this.feeds.revoke(user.id)) await this.activity.record(audit, 'compliance.feed.revoke');
  }
}
