import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { DocumentRequestsService } from './document-requests.service';
import { DocumentRequestResponseDto } from './dto/document-request-response.dto';

@ApiTags('documents')
@Controller('document-requests')
@UseGuards(AuthenticatedGuard)
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
