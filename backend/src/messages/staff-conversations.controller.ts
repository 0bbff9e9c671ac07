import { Body, Header, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../common/audit/audit.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { StaffController } from '../staff/access/staff-controller.decorator';
import { User } from '../users/user.entity';
import { conversationIdPipe } from './conversations.controller';
import {
  CreateConversationDto,
  StaffConversationQueryDto,
  StaffPostMessageDto,
  UpdateConversationDto,
} from './dto/conversation-requests.dto';
import { StaffConversationDetailDto, StaffConversationPageDto, StaffMessageDto } from './dto/conversation-responses.dto';
import { MessagesService } from './messages.service';
import { PRIVATE } from './conversations.controller';

/** The firm's inbox: conversations of the clients the staff member may see (404 for any other). */
@StaffController('')
export class StaffConversationsController {
  constructor(private readonly messages: MessagesService) {}

  @Header('Cache-Control', PRIVATE)
  @Get('conversations')
  @ApiOkResponse({ type: StaffConversationPageDto })
  @ApiBadRequestResponse({ description: 'A query field that is not valid' })
  inbox(@CurrentUser() staff: User, @Query() query: StaffConversationQueryDto): Promise<StaffConversationPageDto> {
    return this.messages.inbox(staff, query);
  }

  @Header('Cache-Control', PRIVATE)
  @Post('clients/:clientId/conversations')
  @HttpCode(201)
  @RateLimited('message-post')
  @ApiCreatedResponse({ type: StaffConversationDetailDto, description: 'Started and assigned to you' })
  @ApiBadRequestResponse({ description: 'No subject or message, or one that is too long' })
  @ApiNotFoundResponse({ description: 'No such client in your scope' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in an hour' })
  async start(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: CreateConversationDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffConversationDetailDto> {
    const id = await this.messages.startAsStaff(staff, clientId, dto, audit);
    return this.messages.detailForStaff(staff, id);
  }

  @Header('Cache-Control', PRIVATE)
  @Get('conversations/:id')
  @ApiOkResponse({ type: StaffConversationDetailDto, description: 'With every message and internal note, oldest first' })
  @ApiNotFoundResponse({ description: 'No such conversation in your scope' })
  detail(@CurrentUser() staff: User, @Param('id', conversationIdPipe()) id: number): Promise<StaffConversationDetailDto> {
    return this.messages.detailForStaff(staff, id);
  }

  @Header('Cache-Control', PRIVATE)
  @Post('conversations/:id/messages')
  @HttpCode(201)
  @RateLimited('message-post')
  @ApiCreatedResponse({ type: StaffMessageDto })
  @ApiBadRequestResponse({ description: 'No message, or one that is too long' })
  @ApiNotFoundResponse({ description: 'No such conversation in your scope' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in an hour' })
  post(
    @CurrentUser() staff: User,
    @Param('id', conversationIdPipe()) id: number,
    @Body() dto: StaffPostMessageDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffMessageDto> {
    return this.messages.postAsStaff(staff, id, dto, audit);
  }

  @Header('Cache-Control', PRIVATE)
  @Patch('conversations/:id')
  @ApiOkResponse({ type: StaffConversationDetailDto })
  @ApiBadRequestResponse({ description: 'Nothing to change, a bad status, or an assignee who cannot see this client' })
  @ApiNotFoundResponse({ description: 'No such conversation in your scope' })
  update(
    @CurrentUser() staff: User,
    @Param('id', conversationIdPipe()) id: number,
    @Body() dto: UpdateConversationDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffConversationDetailDto> {
    return this.messages.update(staff, id, dto, audit);
  }

  @Header('Cache-Control', PRIVATE)
  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffConversationDetailDto, description: 'Marked read for you' })
  @ApiNotFoundResponse({ description: 'No such conversation in your scope' })
  read(
    @CurrentUser() staff: User,
    @Param('id', conversationIdPipe()) id: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffConversationDetailDto> {
    return this.messages.markReadByStaff(staff, id, audit);
  }
}
