import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { DocumentUploadInterceptor } from '../documents/upload/document-upload.interceptor';
import { UploadBatch } from '../documents/upload/upload-batch';
import { UploadedBatch } from '../documents/upload/uploaded-batch.decorator';
import { UploadOwner } from '../documents/upload/upload-owner';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import { conversationIdPipe } from './conversations.controller';
import {
  CreateConversationDto,
  StaffConversationQueryDto,
  StaffPostMessageDto,
  UpdateConversationDto,
} from './dto/conversation-requests.dto';
import {
  StaffConversationDetailDto,
  StaffConversationPageDto,
  StaffMessageDto,
  StaffUnreadCountDto,
} from './dto/conversation-responses.dto';
import { MessageAttachments } from './message-attachments';
import { NOTE_WITHOUT_FILES } from './messages.constants';
import { MessagesService } from './messages.service';
import { StaffConversationUploadOwner } from './staff-upload-owner';
import { PRIVATE } from './conversations.controller';
import { Access } from '../access/access.decorator';

/** The firm's inbox: conversations of the clients the staff member may see (404 for any other). */
@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffConversationsController {
  constructor(
    private readonly messages: MessagesService,
    private readonly attachments: MessageAttachments,
  ) {}

  @ApiOperation({ summary: 'Conversations inbox' })
  @Header('Cache-Control', PRIVATE)
  @Get('conversations')
  @ApiOkResponse({ type: StaffConversationPageDto })
  @ApiBadRequestResponse({ description: 'A query field that is not valid' })
  inbox(@CurrentUser() staff: User, @Query() query: StaffConversationQueryDto): Promise<StaffConversationPageDto> {
    return this.messages.inbox(staff, query);
  }

  @ApiOperation({ summary: 'Count unread client messages' })
  @Header('Cache-Control', PRIVATE)
  @Get('conversations/unread-count')
  @ApiOkResponse({
    type: StaffUnreadCountDto,
    description: 'Client messages you have not read, across the clients you may see (the count on the Messages menu item)',
  })
  unreadCount(@CurrentUser() staff: User): Promise<StaffUnreadCountDto> {
    return this.messages.unreadForStaff(staff);
  }

  @ApiOperation({ summary: 'Start a conversation with a client' })
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

  @ApiOperation({ summary: 'Read a conversation with its internal notes' })
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
  // A reply may carry files, filed in the client's archive (not a note: the client never sees those).
  @ApiOperation({ summary: 'Reply or add an internal note' })
  @UseInterceptors(DocumentUploadInterceptor)
  @UploadOwner(StaffConversationUploadOwner)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiCreatedResponse({ type: StaffMessageDto })
  @ApiPayloadTooLargeResponse({
    description: 'A file over 10MB (all such files are named), more than 10 files, or past the client’s storage quota',
  })
  @ApiBadRequestResponse({ description: 'No message, one that is too long, files without a category, or files on an internal note' })
  @ApiNotFoundResponse({ description: 'No such conversation in your scope' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in an hour' })
  post(
    @CurrentUser() staff: User,
    @Param('id', conversationIdPipe()) id: number,
    @Body() dto: StaffPostMessageDto,
    @UploadedBatch() batch: UploadBatch,
    @Audit() audit: AuditContext,
  ): Promise<StaffMessageDto> {
    if (dto.internal === true && batch.files.length > 0) {
      const body: ErrorBody = { statusCode: 400, message: NOTE_WITHOUT_FILES, errors: { files: NOTE_WITHOUT_FILES } };
      throw new BadRequestException(body);
    }
    return this.messages.postAsStaff(staff, id, dto, audit, this.attachments.hooks(batch, dto.category, audit, staff.id));
  }

  @ApiOperation({ summary: 'Assign or close a conversation' })
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

  @ApiOperation({ summary: 'Mark a conversation read' })
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
