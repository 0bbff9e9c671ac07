import {
  Body,
  Header,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
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
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { DocumentUploadInterceptor } from '../documents/upload/document-upload.interceptor';
import { UploadBatch } from '../documents/upload/upload-batch';
import { UploadedBatch } from '../documents/upload/uploaded-batch.decorator';
import { User } from '../users/user.entity';
import { MessageAttachments } from './message-attachments';
import { ConversationListQueryDto, CreateConversationDto, PostMessageDto } from './dto/conversation-requests.dto';
import { ConversationDetailDto, ConversationPageDto, MessageDto, UnreadCountDto } from './dto/conversation-responses.dto';
import { CONVERSATION_NOT_FOUND } from './messages.constants';
import { MessagesService } from './messages.service';
import { Access } from '../access/access.decorator';

/** Private answers: never kept by a browser or a shared cache. */
export const PRIVATE = 'private, no-store';

/** A non-numeric id names no conversation: answer exactly as for an unknown one. */
export function conversationIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(CONVERSATION_NOT_FOUND) });
}

/**
 * The client's side of secure messages: the conversations of the business the caller acts for,
 * never a note. Every member reads them (each with their own unread state); a role with a read grant
 * only (viewer) cannot write.
 */
@ApiTags('messages')
@Controller('conversations')
@Access.client('messages')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class ConversationsController {
  constructor(
    private readonly messages: MessagesService,
    private readonly attachments: MessageAttachments,
  ) {}

  @ApiOperation({ summary: 'List your conversations' })
  @Header('Cache-Control', PRIVATE)
  @Get()
  @ApiOkResponse({ type: ConversationPageDto, description: 'Your conversations, latest message first; q searches subjects and messages' })
  @ApiBadRequestResponse({ description: 'A query field that is not valid' })
  list(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Query() query: ConversationListQueryDto,
  ): Promise<ConversationPageDto> {
    return this.messages.listForBusiness(business.id, user, query);
  }

  // Declared before ':id' so the path is not read as a conversation id.
  @ApiOperation({ summary: 'Count unread messages' })
  @Header('Cache-Control', PRIVATE)
  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountDto })
  unreadCount(@CurrentBusiness() business: BusinessContext, @CurrentUser() user: User): Promise<UnreadCountDto> {
    return this.messages.unreadForMember(business.id, user);
  }

  @ApiOperation({ summary: 'Start a conversation with the firm' })
  @Header('Cache-Control', PRIVATE)
  @Post()
  @HttpCode(201)
  @RateLimited('message-post')
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiCreatedResponse({ type: ConversationDetailDto })
  @ApiPayloadTooLargeResponse({ description: 'A file over 10MB (all such files are named), or more than 10 files' })
  @ApiBadRequestResponse({ description: 'No subject or message, or one that is too long' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in an hour' })
  async start(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Body() dto: CreateConversationDto,
    @UploadedBatch() batch: UploadBatch,
    @Audit() audit: AuditContext,
  ): Promise<ConversationDetailDto> {
    const id = await this.messages.startAsMember(business.id, user, dto, audit, this.attachments.hooks(batch, dto.category, audit));
    return this.messages.detailForMember(business.id, user, id);
  }

  @ApiOperation({ summary: 'Read a conversation' })
  @Header('Cache-Control', PRIVATE)
  @Get(':id')
  @ApiOkResponse({ type: ConversationDetailDto, description: 'The conversation with its messages, oldest first' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours' })
  detail(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Param('id', conversationIdPipe()) id: number,
  ): Promise<ConversationDetailDto> {
    return this.messages.detailForMember(business.id, user, id);
  }

  @ApiOperation({ summary: 'Reply in a conversation' })
  @Header('Cache-Control', PRIVATE)
  @Post(':id/messages')
  @HttpCode(201)
  @RateLimited('message-post')
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiCreatedResponse({ type: MessageDto })
  @ApiPayloadTooLargeResponse({ description: 'A file over 10MB (all such files are named), or more than 10 files' })
  @ApiBadRequestResponse({ description: 'No message, or one that is too long' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages in an hour' })
  reply(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Param('id', conversationIdPipe()) id: number,
    @Body() dto: PostMessageDto,
    @UploadedBatch() batch: UploadBatch,
    @Audit() audit: AuditContext,
  ): Promise<MessageDto> {
    return this.messages.replyAsMember(business.id, user, id, dto, audit, this.attachments.hooks(batch, dto.category, audit));
  }

  @ApiOperation({ summary: 'Mark a conversation read' })
  @Header('Cache-Control', PRIVATE)
  @Post(':id/read')
  // Marking read changes only the caller's own read state: whoever may read the messages may do it.
  @Access.client('messages', 'read')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountDto, description: 'Everything in the conversation is read; the new unread totals' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours' })
  read(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Param('id', conversationIdPipe()) id: number,
    @Audit() audit: AuditContext,
  ): Promise<UnreadCountDto> {
    return this.messages.markReadByMember(business.id, user, id, audit);
  }
}
