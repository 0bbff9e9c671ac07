import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';
import { DOCUMENT_CATEGORIES } from '../../documents/document.entity';
import { MAX_FILES_PER_UPLOAD } from '../../documents/upload/upload-limits.constants';
import { QueryBoolean, SearchPageQueryDto } from '../../common/pagination/page-query.dto';
import { CONVERSATION_STATUSES, ConversationStatus } from '../conversation.entity';
import { BODY_MAX, SUBJECT_MAX } from '../messages.constants';

/**
 * Message text: kept exactly as typed apart from surrounding blank space (line breaks inside
 * stay). Multipart forms send every field as text, so these DTOs read from JSON and forms alike.
 */
function MessageBody() {
  return function (target: object, key: string) {
    ApiProperty({ maxLength: BODY_MAX, description: 'Plain text; never interpreted as HTML' })(target, key);
    Trim()(target, key);
    IsNotEmpty({ message: 'Message is required' })(target, key);
    IsString({ message: 'Message must be text' })(target, key);
    MaxLength(BODY_MAX, { message: `Message must be at most ${BODY_MAX.toLocaleString('en-US')} characters` })(target, key);
  };
}

/**
 * The files of a multipart request, documented here so the OpenAPI document shows them; the
 * upload interceptor takes them out of the body before validation, so in JSON the field is unused.
 */
function AttachmentFiles() {
  return function (target: object, key: string) {
    ApiPropertyOptional({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: MAX_FILES_PER_UPLOAD,
      description: `multipart/form-data only: up to ${MAX_FILES_PER_UPLOAD} files of at most 10MB each, repeated in this field`,
    })(target, key);
    IsOptional()(target, key);
    IsArray({ message: 'files must be a list of files' })(target, key);
  };
}

/** Attachments are filed in the client's archive under this category. */
function AttachmentCategory() {
  return function (target: object, key: string) {
    ApiPropertyOptional({
      enum: [...DOCUMENT_CATEGORIES],
      enumName: 'DocumentCategory',
      description: 'Required with attachments: the category the files are filed under in Documents',
    })(target, key);
    IsOptional()(target, key);
    IsIn([...DOCUMENT_CATEGORIES], { message: 'Please select a document category' })(target, key);
  };
}

export class CreateConversationDto {
  @ApiProperty({ maxLength: SUBJECT_MAX })
  @Trim()
  @IsNotEmpty({ message: 'Subject is required' })
  @IsString({ message: 'Subject must be text' })
  @MaxLength(SUBJECT_MAX, { message: `Subject must be at most ${SUBJECT_MAX} characters` })
  subject!: string;

  @MessageBody()
  body!: string;

  @AttachmentCategory()
  category?: string;

  @AttachmentFiles()
  files?: unknown[];
}

export class PostMessageDto {
  @MessageBody()
  body!: string;

  @AttachmentCategory()
  category?: string;

  @AttachmentFiles()
  files?: unknown[];
}

export class StaffPostMessageDto extends PostMessageDto {
  @ApiPropertyOptional({ default: false, description: 'An internal note: seen by staff only, never by the client' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'internal must be true or false' })
  internal?: boolean;
}

export class UpdateConversationDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A staff member who may see the client; null to unassign' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'assigneeId must be a whole number or null' })
  @Min(1, { message: 'assigneeId must be a whole number or null' })
  assigneeId?: number | null;

  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES, enumName: 'ConversationStatus' })
  @IsOptional()
  @IsIn([...CONVERSATION_STATUSES], { message: 'status must be open or closed' })
  status?: ConversationStatus;
}

export const INBOX_FILTERS = ['all', 'unread', 'waiting'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export class ConversationListQueryDto extends SearchPageQueryDto {}

export class StaffConversationQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({
    enum: INBOX_FILTERS,
    enumName: 'InboxFilter',
    default: 'all',
    description: 'unread: client messages you have not read; waiting: open and the client spoke last',
  })
  @IsOptional()
  @IsIn([...INBOX_FILTERS], { message: 'filter must be all, unread or waiting' })
  filter: InboxFilter = 'all';

  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES, enumName: 'ConversationStatus' })
  @IsOptional()
  @IsIn([...CONVERSATION_STATUSES], { message: 'status must be open or closed' })
  status?: ConversationStatus;

  @ApiPropertyOptional({ description: 'Only conversations assigned to you' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'mine must be true or false' })
  mine?: boolean;

  @ApiPropertyOptional({ description: "Only this client's conversations" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'clientId must be a whole number' })
  clientId?: number;
}
