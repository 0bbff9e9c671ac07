import { Controller, Get, HttpStatus, Param, Query, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AccountActivityService } from '../account-security/account-activity.service';
import { AccountActivityPageDto, AccountActivityQueryDto } from '../account-security/dto/account-activity.dto';
import { NoStoreInterceptor } from '../account-security/no-store.interceptor';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { DataExportService, EXPORT_PREPARING, exportTooSoon } from './data-export.service';
import { DataExportPreparingDto, DataExportStatusDto } from './dto/data-export.dto';
import { Access } from '../access/access.decorator';

/**
 * POPIA self-service (docs/account-security.md): a copy of everything held about the account, and
 * its activity log (kept by account-security, shown here beside the copy it is part of).
 */
@ApiTags('account-security')
@Controller('account')
@Access.signedIn()
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class AccountDataController {
  constructor(
    private readonly activity: AccountActivityService,
    private readonly exports: DataExportService,
  ) {}

  @ApiOperation({ summary: "Your account's activity log" })
  @Get('activity')
  @ApiOkResponse({ type: AccountActivityPageDto, description: 'Newest first' })
  activityPage(@CurrentUser() user: User, @Query() query: AccountActivityQueryDto): Promise<AccountActivityPageDto> {
    return this.activity.page(user.id, query.limit, query.offset);
  }

  @ApiOperation({ summary: 'Download my data' })
  @Get('export')
  @ApiProduces('application/zip', 'application/json')
  @ApiOkResponse({
    description:
      'A ZIP of the profile, company, employees, subscriptions, payments, invoices, document requests, documents, messages, activity and every uploaded file, with a README.txt',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiAcceptedResponse({
    type: DataExportPreparingDto,
    description: 'A large account (EXPORT_STREAM_MAX_MB): the copy is built in the background and a link is mailed',
  })
  @ApiTooManyRequestsResponse({ description: 'One export an hour' })
  async export(@CurrentUser() user: User, @Audit() audit: AuditContext, @Res() res: Response): Promise<void> {
    const retryAfter = await this.exports.claim(user.id);
    if (retryAfter !== null) {
      res.setHeader('Retry-After', String(retryAfter));
      throw exportTooSoon();
    }
    if (await this.exports.isLarge(user.id)) {
      await this.exports.queueBuild(user, audit);
      const body: DataExportPreparingDto = { status: 'preparing', message: EXPORT_PREPARING };
      res.status(HttpStatus.ACCEPTED).json(body);
      return;
    }
    await this.exports.stream(user, audit, (headers) => res.set(headers));
  }

  @ApiOperation({ summary: 'State of a copy of my data being built' })
  @Get('export/status')
  @ApiOkResponse({ type: DataExportStatusDto })
  async exportStatus(@CurrentUser() user: User): Promise<DataExportStatusDto> {
    const s = await this.exports.status(user.id);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return { status: s.status, readyAt: iso(s.readyAt), expiresAt: iso(s.expiresAt), sizeBytes: s.sizeBytes };
  }

  @ApiOperation({ summary: 'Download a copy of my data built in the background' })
  @Get('export/download/:token')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'The copy built in the background, for its owner, while the mailed link is valid',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiNotFoundResponse({ description: 'Not this account’s link, or expired' })
  async download(
    @CurrentUser() user: User,
    @Param('token') token: string,
    @Audit() audit: AuditContext,
    @Res() res: Response,
  ): Promise<void> {
    const { file, date } = await this.exports.openBuilt(user.id, token);
    await this.exports.recordDownload(audit);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', `attachment; filename="my-data-${date}.zip"`);
    res.setHeader('Cache-Control', 'private, no-store');
    file.body.on('error', (err) => res.destroy(err));
    file.body.pipe(res);
  }
}
