import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean, SearchPageQueryDto } from '../../common/pagination/page-query.dto';

export class WaitlistQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({ description: 'true: only enquiries nobody has contacted yet' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'uncontacted must be true or false' })
  uncontacted?: boolean;
}

export class ContactQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({ description: 'true: only unread messages' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean;
}
