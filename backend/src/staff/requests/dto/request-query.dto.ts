import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../dto/page-query.dto';
import { StaffDocumentRequestResponseDto } from '../../dto/staff-document-request-response.dto';

/** open = pending plus overdue, the requests still waiting for the client. */
export const REQUEST_FILTERS = ['open', 'pending', 'overdue', 'completed', 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

export class RequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REQUEST_FILTERS, default: 'open' })
  @IsOptional()
  @IsIn(REQUEST_FILTERS, { message: 'status must be open, pending, overdue, completed or all' })
  status: RequestFilter = 'open';
}

export class RequestClientDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
}

export class RequestListItemDto {
  @ApiProperty({ type: StaffDocumentRequestResponseDto }) request!: StaffDocumentRequestResponseDto;
  @ApiProperty({ type: RequestClientDto }) client!: RequestClientDto;
}

export class RequestPageResponseDto {
  @ApiProperty({ type: [RequestListItemDto], description: 'Earliest due date first' }) items!: RequestListItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
