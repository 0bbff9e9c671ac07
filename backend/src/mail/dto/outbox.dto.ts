import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedQuery } from '../../common/pagination/page-query.dto';
import { OUTBOX_STATUSES, OutboxMessage, OutboxStatus } from '../outbox-message.entity';

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
