import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
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
  @ApiOkResponse({ type: [DocumentRequestResponseDto], description: "The signed-in client's document requests, newest first" })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  list(@CurrentUser() user: User): Promise<DocumentRequestResponseDto[]> {
    return this.requests.listForClient(user.id);
  }
}
