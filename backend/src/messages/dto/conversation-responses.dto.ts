import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, StaffRole } from '../../users/staff-roles';
import { AUTHOR_SIDES, AuthorSide } from '../conversation-message.entity';
import { CONVERSATION_STATUSES, ConversationStatus } from '../conversation.entity';

/** Length of the last-message excerpt in lists: enough for a line, never the whole message. */
export const PREVIEW_LENGTH = 160;

export function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

export class PersonDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class MessageAuthorDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the account is gone' }) id!: number | null;
  @ApiProperty({ example: 'Sipho Dube' }) name!: string;
  @ApiProperty({ enum: AUTHOR_SIDES, enumName: 'MessageAuthorSide' }) side!: AuthorSide;
  @ApiProperty({
    enum: STAFF_ROLES,
    enumName: 'StaffRole',
    nullable: true,
    description: "A staff author's role (shown to the client as e.g. Accountant); null for the client",
  })
  role!: StaffRole | null;
}

export class MessageAttachmentDto {
  @ApiProperty({ description: 'The document in the client archive' }) documentId!: number;
  @ApiProperty() fileName!: string;
  @ApiProperty() fileType!: string;
  @ApiProperty() fileSize!: number;
  @ApiProperty() category!: string;
}

export class LastMessageDto {
  @ApiProperty({ description: `The first ${PREVIEW_LENGTH} characters, on one line` }) excerpt!: string;
  @ApiProperty({ enum: AUTHOR_SIDES, enumName: 'MessageAuthorSide' }) side!: AuthorSide;
}

export class ConversationSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: CONVERSATION_STATUSES, enumName: 'ConversationStatus' }) status!: ConversationStatus;
  @ApiProperty({ type: LastMessageDto, nullable: true }) lastMessage!: LastMessageDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) lastMessageAt!: string;
  @ApiProperty({ description: 'Messages from the firm you have not read yet' }) unreadCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ConversationPageDto {
  @ApiProperty({ type: [ConversationSummaryDto] }) items!: ConversationSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

/** A message as the client sees it: there is no `internal` field, because the client never gets one. */
export class MessageDto {
  @ApiProperty({
    description:
      "For a client: the message's position in the conversation (1, 2, 3…), so internal notes leave no gaps; for staff: its database id",
  })
  id!: number;
  @ApiProperty({ description: 'Plain text' }) body!: string;
  @ApiProperty({ type: MessageAuthorDto }) author!: MessageAuthorDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Read by the other side (for the firm: by any team member)' }) readByOtherSide!: boolean;
  @ApiProperty({ type: [MessageAttachmentDto] }) attachments!: MessageAttachmentDto[];
}

export class ConversationDetailDto {
  @ApiProperty() id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: CONVERSATION_STATUSES, enumName: 'ConversationStatus' }) status!: ConversationStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Messages from the firm you have not read yet' }) unreadCount!: number;
  @ApiProperty({ type: [MessageDto], description: 'Oldest first' }) messages!: MessageDto[];
}

export class UnreadCountDto {
  @ApiProperty({ description: 'Messages from the firm not read yet' }) messages!: number;
  @ApiProperty({ description: 'Conversations with at least one such message' }) conversations!: number;
}

export class StaffUnreadCountDto {
  @ApiProperty({ description: 'Client messages this staff member has not read, in the conversations of the clients they may see' })
  messages!: number;
  @ApiProperty({ description: 'Conversations with at least one such message' }) conversations!: number;
}

export class StaffMessageDto extends MessageDto {
  @ApiProperty({ description: 'An internal note: staff only, never shown to the client' }) internal!: boolean;
}

export class StaffClientRefDto extends PersonDto {
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
}

export class AssignableStaffDto extends PersonDto {
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' }) role!: StaffRole;
}

export class StaffConversationSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: CONVERSATION_STATUSES, enumName: 'ConversationStatus' }) status!: ConversationStatus;
  @ApiProperty({ type: StaffClientRefDto }) client!: StaffClientRefDto;
  @ApiProperty({ type: PersonDto, nullable: true }) assignee!: PersonDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Open, and the client spoke last since then' })
  waitingSince!: string | null;
  @ApiProperty({ type: LastMessageDto, nullable: true, description: 'The last message the client can see' })
  lastMessage!: LastMessageDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) lastActivityAt!: string;
  @ApiProperty({ description: 'Client messages you have not read yet' }) unreadCount!: number;
}

export class StaffConversationPageDto {
  @ApiProperty({ type: [StaffConversationSummaryDto] }) items!: StaffConversationSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class StaffConversationDetailDto extends StaffConversationSummaryDto {
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [StaffMessageDto], description: 'Oldest first, internal notes included' }) messages!: StaffMessageDto[];
  @ApiProperty({ type: [AssignableStaffDto], description: 'Team members who may see this client (possible assignees)' })
  assignableStaff!: AssignableStaffDto[];
}
