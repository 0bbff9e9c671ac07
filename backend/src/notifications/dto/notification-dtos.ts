import { PagedQuery } from '../../common/pagination/page-query.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OUTBOX_STATUSES, OutboxMessage, OutboxStatus } from '../../mail/outbox-message.entity';
import { STAFF_UPLOAD_MODES, StaffUploadMode } from '../notification-entities';
import type { Preferences } from '../notification-preferences.service';

export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Reminders before and after a document request is due' }) requestReminders!: boolean;
  @ApiProperty({ description: 'A mail when the firm reviews an uploaded document' }) documentReviews!: boolean;
  @ApiProperty({
    enum: STAFF_UPLOAD_MODES,
    enumName: 'StaffUploadMode',
    description: 'Staff only: each client upload at once, or one digest at 08:00',
  })
  staffUploads!: StaffUploadMode;
  @ApiProperty({ description: 'Security notices (password or email changed, new sign-in, account deleted) always go out' })
  securityNotices!: true;

  static from(p: Preferences): NotificationPreferencesDto {
    return { ...p, securityNotices: true };
  }
}

export class UpdateNotificationPreferencesDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'requestReminders must be true or false' }) requestReminders?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'documentReviews must be true or false' }) documentReviews?: boolean;
  @ApiPropertyOptional({ enum: STAFF_UPLOAD_MODES, enumName: 'StaffUploadMode' })
  @IsOptional()
  @IsIn(STAFF_UPLOAD_MODES, { message: 'staffUploads must be immediate or digest' })
  staffUploads?: StaffUploadMode;
}

/** The staff Outbox: 50 a page, at most 100, optionally one status. */
export class OutboxQueryDto extends PagedQuery({ defaultLimit: 50, maxLimit: 100 }) {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: 'status must be one of pending, sending, sent, failed' })
  status?: OutboxStatus;
}

/** A message as the staff Outbox lists it: never its body or headers. */
export class OutboxMessageResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() template!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus' }) status!: OutboxStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) sentAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true, description: 'When the next attempt is due (pending messages)' }) nextAttemptAt!: Date | null;

  static from(o: OutboxMessage): OutboxMessageResponseDto {
    return {
      id: o.id,
      to: o.to,
      subject: o.subject,
      template: o.template,
      category: o.category,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      sentAt: o.sentAt,
      nextAttemptAt: o.status === 'pending' ? new Date(o.nextAttemptAt) : null,
    };
  }
}

export class OutboxCountsDto {
  @ApiProperty() pending!: number;
  @ApiProperty() sending!: number;
  @ApiProperty() sent!: number;
  @ApiProperty() failed!: number;
}

export class OutboxPageResponseDto {
  @ApiProperty({ type: [OutboxMessageResponseDto] }) items!: OutboxMessageResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ type: OutboxCountsDto, description: 'Messages per status over the whole outbox' }) counts!: OutboxCountsDto;
}
