import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PayfastService } from '../payfast/payfast.service';
import { Access } from '../../access/access.decorator';

/**
 * PayFast's notification (ITN). No session and no CSRF question: the request is authenticated by
 * its signature and confirmed with PayFast. It answers 200 at once, as PayFast requires, and then
 * does the checks; every outcome goes to the activity log.
 */
@ApiTags('billing')
@Controller('billing/payfast')
@Access.public()
export class PayfastNotifyController {
  constructor(private readonly payfast: PayfastService) {}

  @ApiOperation({ summary: 'PayFast payment notification (ITN)' })
  @Post('notify')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'Always 200 (empty); what the notification changed is decided by its checks' })
  notify(@Body() body: unknown, @Req() req: Request, @Res() res: Response): void {
    res.status(200).end();
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    void this.payfast.notify(fields, req.ip ?? req.socket.remoteAddress ?? '');
  }
}
