import { Controller, Get, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { AccountActivityService } from './account-activity.service';
import { DataExportService } from './data-export.service';
import { AccountActivityPageDto, AccountActivityQueryDto } from './dto/account-activity.dto';
import { NoStoreInterceptor } from './no-store.interceptor';

/** POPIA self-service: a copy of everything held about the account, and its activity. */
@ApiTags('account-security')
@Controller('account')
@UseGuards(AuthenticatedGuard)
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class AccountDataController {
  constructor(
    private readonly activity: AccountActivityService,
    private readonly exports: DataExportService,
  ) {}

  @Get('activity')
  @ApiOkResponse({ type: AccountActivityPageDto, description: 'Newest first' })
  activityPage(@CurrentUser() user: User, @Query() query: AccountActivityQueryDto): Promise<AccountActivityPageDto> {
    return this.activity.page(user.id, query.limit, query.offset);
  }

  @Get('export')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description:
      'A ZIP of the profile, company, employees, subscriptions, payments, invoices, document requests, documents, messages, activity and every uploaded file, with a README.txt',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiTooManyRequestsResponse({ description: 'One export an hour' })
  async export(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.exports.claim(user.id, res);
    await this.exports.stream(user, req, res);
  }
}
