import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REQUEST_FILTERS, RequestFilter } from '../../../document-request-status';
import { PageQueryDto } from '../../../../common/pagination/page-query.dto';
import { DocumentRequestResponseDto } from '../../../dto/document-request-response.dto';

export class RequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REQUEST_FILTERS, enumName: 'RequestFilter', default: 'open' })
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
  @ApiProperty({ type: DocumentRequestResponseDto }) request!: DocumentRequestResponseDto;
  @ApiProperty({ type: RequestClientDto }) client!: RequestClientDto;
}

export class RequestPageResponseDto {
  @ApiProperty({ type: [RequestListItemDto], description: 'Earliest due date first' }) items!: RequestListItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
