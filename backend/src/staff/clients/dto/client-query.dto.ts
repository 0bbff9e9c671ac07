import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean, SearchPageQueryDto } from '../../../common/pagination/page-query.dto';

/** Search matches name, username, email and company; each filter applies only when given. */
export class ClientQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'profileComplete must be true or false' })
  profileComplete?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'hasActiveSubscription must be true or false' })
  hasActiveSubscription?: boolean;

  @ApiPropertyOptional({ description: 'Pending or overdue document requests' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'hasOpenRequests must be true or false' })
  hasOpenRequests?: boolean;
}
