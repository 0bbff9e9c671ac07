import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { User } from '../users/user.entity';
import { OverviewResponseDto } from './dto/overview-response.dto';
import { OverviewService } from './overview.service';
import { Access } from '../access/access.decorator';

@ApiTags('overview')
@Controller('overview')
@Access.client('profile')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @ApiOperation({ summary: 'Dashboard overview' })
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    type: OverviewResponseDto,
    description: "The current business's accountant; its unpaid invoices only for a role that may read billing (else empty)",
  })
  get(@CurrentUser() user: User, @CurrentBusiness() business: BusinessContext): Promise<OverviewResponseDto> {
    return this.overview.forBusiness(user, business);
  }
}
