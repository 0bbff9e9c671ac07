import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { AccountActivityService } from './account-activity.service';
import { AccountActivityPageDto, AccountActivityQueryDto } from './dto/account-activity.dto';
import { NoStoreInterceptor } from './no-store.interceptor';

/** POPIA self-service: the account's activity log (the copy of its data is privacy/data-export.controller.ts). */
@ApiTags('account-security')
@Controller('account')
@UseGuards(AuthenticatedGuard)
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class AccountDataController {
  constructor(private readonly activity: AccountActivityService) {}

  @ApiOperation({ summary: "Your account's activity log" })
  @Get('activity')
  @ApiOkResponse({ type: AccountActivityPageDto, description: 'Newest first' })
  activityPage(@CurrentUser() user: User, @Query() query: AccountActivityQueryDto): Promise<AccountActivityPageDto> {
    return this.activity.page(user.id, query.limit, query.offset);
  }
}
