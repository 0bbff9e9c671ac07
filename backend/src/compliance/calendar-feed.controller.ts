import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import { CalendarFeedService, FEED_NOT_FOUND } from './calendar-feed.service';

/**
 * The calendar feed itself, fetched by calendar apps: public (no session, no cookie), the token
 * in the link is the key (docs/compliance.md, "The calendar feed").
 */
@ApiTags('compliance')
@Controller('compliance/calendar')
@Access.public()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @ApiOperation({
    summary: 'A tax calendar as iCalendar (RFC 5545), for calendar apps',
    description: 'Public: the token from POST /api/compliance/calendar-feed is the key. One all-day event per obligation, on its due date.',
  })
  @Get(':token.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: `${FEED_NOT_FOUND}: unknown, replaced by a newer link, or turned off` })
  async feed(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const calendar = await this.feeds.render(token);
    // Set only once there is a calendar: a 404 stays JSON, like every other API error.
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="tax-calendar.ics"');
    return calendar;
  }
}
