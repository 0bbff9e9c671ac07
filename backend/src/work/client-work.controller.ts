import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { ClientWorkDto } from './dto/job.dto';
import { WorkService } from './work.service';

/** What the firm is working on for the current business (docs/work.md, "What the client sees"). */
@ApiTags('work')
@Controller('work')
@Access.client('work')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class ClientWorkController {
  constructor(private readonly work: WorkService) {}

  @ApiOperation({ summary: "This period's work for your business and what is waiting on you (no internal steps)" })
  @Get()
  @ApiOkResponse({ type: ClientWorkDto })
  list(@CurrentBusiness() business: BusinessContext): Promise<ClientWorkDto> {
    return this.work.forClient(business.id, business.role);
  }
}
