import { Body, Delete, Get, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { User } from '../../users/user.entity';
import { StaffController } from '../access/staff-controller.decorator';
import { StaffMessageResponseDto } from '../dto/message-response.dto';
import { StaffDocumentRequestResponseDto } from '../dto/staff-document-request-response.dto';
import { CreateDocumentRequestDto } from './dto/create-document-request.dto';
import { RequestPageResponseDto, RequestQueryDto } from './dto/request-query.dto';
import { StaffRequestsService } from './staff-requests.service';

@StaffController('')
export class StaffRequestsController {
  constructor(private readonly requests: StaffRequestsService) {}

  @Get('document-requests')
  @ApiOkResponse({ type: RequestPageResponseDto, description: "Requests of the staff member's clients; default the open ones" })
  list(@CurrentUser() staff: User, @Query() query: RequestQueryDto): Promise<RequestPageResponseDto> {
    return this.requests.list(staff, query);
  }

  @Get('clients/:clientId/document-requests')
  @ApiOkResponse({ type: [StaffDocumentRequestResponseDto], description: 'Newest first, with the fulfilling document' })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  listForClient(@CurrentUser() staff: User, @Param('clientId', ParseIntPipe) clientId: number): Promise<StaffDocumentRequestResponseDto[]> {
    return this.requests.listForClient(staff, clientId);
  }

  @Post('clients/:clientId/document-requests')
  @ApiCreatedResponse({ type: StaffDocumentRequestResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or the due date is in the past' })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  create(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: CreateDocumentRequestDto,
    @Req() req: Request,
  ): Promise<StaffDocumentRequestResponseDto> {
    return this.requests.create(staff, clientId, dto, req);
  }

  @Delete('clients/:clientId/document-requests/:requestId')
  @ApiOkResponse({ type: StaffMessageResponseDto, description: 'Canceled: the request is removed' })
  @ApiNotFoundResponse({ description: 'No such client or request in scope' })
  @ApiConflictResponse({ description: 'The request is already fulfilled' })
  cancel(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('requestId', ParseIntPipe) requestId: number,
    @Req() req: Request,
  ): Promise<StaffMessageResponseDto> {
    return this.requests.cancel(staff, clientId, requestId, req);
  }
}
