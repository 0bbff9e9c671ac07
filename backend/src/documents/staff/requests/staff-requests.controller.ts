import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Audit } from '../../../access/audit.decorator';
import { AuditContext } from '../../../common/audit/audit-context';
import { CurrentUser } from '../../../access/current-user.decorator';
import { User } from '../../../users/user.entity';
import { StaffMessageResponseDto } from '../../../common/http/message-response.dto';
import { DocumentRequestResponseDto } from '../../dto/document-request-response.dto';
import { CreateDocumentRequestDto } from '../../dto/create-document-request.dto';
import { RequestPageResponseDto, RequestQueryDto } from './dto/request-query.dto';
import { StaffRequestsService } from './staff-requests.service';
import { Access } from '../../../access/access.decorator';

@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffRequestsController {
  constructor(private readonly requests: StaffRequestsService) {}

  @ApiOperation({ summary: 'List document requests of the clients in scope' })
  @Get('document-requests')
  @ApiOkResponse({ type: RequestPageResponseDto, description: "Requests of the staff member's clients; default the open ones" })
  list(@CurrentUser() staff: User, @Query() query: RequestQueryDto): Promise<RequestPageResponseDto> {
    return this.requests.list(staff, query);
  }

  @ApiOperation({ summary: "List a client's document requests" })
  @Get('clients/:clientId/document-requests')
  @ApiOkResponse({ type: [DocumentRequestResponseDto], description: 'Newest first, with the fulfilling document' })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  listForClient(@CurrentUser() staff: User, @Param('clientId', ParseIntPipe) clientId: number): Promise<DocumentRequestResponseDto[]> {
    return this.requests.listForClient(staff, clientId);
  }

  @ApiOperation({ summary: 'Request a document from a client' })
  @Post('clients/:clientId/document-requests')
  @ApiCreatedResponse({ type: DocumentRequestResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or the due date is in the past' })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  create(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: CreateDocumentRequestDto,
    @Audit() audit: AuditContext,
  ): Promise<DocumentRequestResponseDto> {
    return this.requests.create(staff, clientId, dto, audit);
  }

  @ApiOperation({ summary: 'Cancel a document request' })
  @Delete('clients/:clientId/document-requests/:requestId')
  @ApiOkResponse({ type: StaffMessageResponseDto, description: 'Canceled: the request is removed' })
  @ApiNotFoundResponse({ description: 'No such client or request in scope' })
  @ApiConflictResponse({ description: 'The request is already fulfilled' })
  cancel(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('requestId', ParseIntPipe) requestId: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffMessageResponseDto> {
    return this.requests.cancel(staff, clientId, requestId, audit);
  }
}
