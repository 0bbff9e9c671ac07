import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto, QueryBoolean } from '../../../common/pagination/page-query.dto';
import { AdminNotification } from '../../admin-notification.entity';

export const NOTIFICATION_TYPES = ['enquiry', 'document_uploaded', 'request_fulfilled', 'proof_of_payment'] as const;

export class NotificationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'true: only unread' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean;
}

export class NotificationResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'New upload from Thandi Nkosi' }) title!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type!: string;
  @ApiProperty({ type: String, nullable: true, example: 'client', description: 'client | waitlist_submission | contact_submission' })
  relatedTo!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Id of the related row (the client business for client events)' }) relatedId!:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The client business a notice about a client concerns' }) businessId!:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The person who acted (uploaded, answered a request)' }) actorId!:
    number | null;
  @ApiProperty({ description: 'true: addressed to everyone (the first to read it marks it read for all)' }) isShared!: boolean;
  @ApiProperty() isRead!: boolean;
  @ApiProperty() createdAt!: Date;

  static from(n: AdminNotification): NotificationResponseDto {
    return {
      id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      relatedTo: n.relatedTo,
      relatedId: n.relatedId,
      businessId: n.businessId,
      actorId: n.actorId,
      isShared: n.userId === null,
      isRead: n.isRead,
      createdAt: n.createdAt,
    };
  }
}

export class NotificationPageResponseDto {
  @ApiProperty({ type: [NotificationResponseDto], description: 'Newest first' }) items!: NotificationResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Unread notifications for the badge, whatever the filter' }) unreadCount!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class MarkAllReadResponseDto {
  @ApiProperty({ description: 'How many were marked read' }) updated!: number;
  @ApiProperty({ example: 0 }) unreadCount!: number;
}
