import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { reachOf } from './document-scope';
import { DocumentRequestsService } from './document-requests.service';
import { DocumentRequestResponseDto } from './dto/document-request-response.dto';
import { Access } from '../access/access.decorator';

@ApiTags('documents')
@Controller('document-requests')
@Access.client('requests')
export class DocumentRequestsController {
  constructor(private readonly requests: DocumentRequestsService) {}

  @ApiOperation({ summary: "List the firm's requests for documents" })
  @Get()
  @ApiOkResponse({
    type: [DocumentRequestResponseDto],
    description: "The business's document requests (a payroll administrator's: the payroll ones), newest first",
  })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  list(@CurrentBusiness() business: BusinessContext): Promise<DocumentRequestResponseDto[]> {
    return this.requests.listForBusiness(reachOf(business));
  }
}
