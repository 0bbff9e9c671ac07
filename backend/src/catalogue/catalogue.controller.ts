import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CatalogueService } from './catalogue.service';
import { ServiceResponseDto } from './dto/service-response.dto';
import { Access } from '../access/access.decorator';

@ApiTags('catalogue')
@Controller('services')
@Access.public()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** Public: the package cards and the subscriptions screen's "Available Services" read it. */
  @ApiOperation({ summary: 'List the service packages' })
  @Get()
  @ApiOkResponse({ type: [ServiceResponseDto], description: 'The six packages, cheapest first' })
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    await (await this.catalogue.body()).send(req, res);
  }
}
