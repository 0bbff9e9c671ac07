import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
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
  @ApiOkResponse({ type: OverviewResponseDto, description: "The signed-in client's accountant and the deadlines that apply to them" })
  get(@CurrentUser() user: User): Promise<OverviewResponseDto> {
    return this.overview.forClient(user);
  }
}
