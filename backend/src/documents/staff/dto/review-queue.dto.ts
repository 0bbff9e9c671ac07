import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DOCUMENT_STATUSES, DocumentStatus } from '../../document.entity';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { StaffDocumentResponseDto } from '../../dto/document-response.dto';

export class ReviewQueueQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: DOCUMENT_STATUSES,
    enumName: 'DocumentStatus',
    default: 'pending',
    description: 'Documents in this status; pending is the review queue',
  })
  @IsOptional()
  @IsIn(DOCUMENT_STATUSES, { message: 'status must be pending, approved, rejected or needs_revision' })
  status: DocumentStatus = 'pending';
}

export class DocumentClientDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Full name, else the username' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
}

export class ReviewQueueItemDto {
  @ApiProperty({ type: StaffDocumentResponseDto }) document!: StaffDocumentResponseDto;
  @ApiProperty({ type: DocumentClientDto }) client!: DocumentClientDto;
}

export class ReviewQueueResponseDto {
  @ApiProperty({ type: [ReviewQueueItemDto], description: 'Oldest upload first, so the longest-waiting document is reviewed first' })
  items!: ReviewQueueItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
