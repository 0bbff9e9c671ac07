import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { StorageQuotaService } from './storage-quota.service';
import { Access } from '../../access/access.decorator';

export class StorageUsageDto {
  @ApiProperty({ description: 'Bytes of documents stored', example: 1288490189 }) usedBytes!: number;
  @ApiProperty({ description: 'Bytes this client may store (CLIENT_STORAGE_QUOTA_MB)', example: 2147483648 }) quotaBytes!: number;
}

@ApiTags('documents')
@Controller('documents/storage')
@Access.client('documents')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class StorageUsageController {
  constructor(private readonly quota: StorageQuotaService) {}

  @ApiOperation({ summary: 'Your storage use and quota' })
  @Get()
  @ApiOkResponse({ type: StorageUsageDto, description: "The signed-in client's storage used and quota" })
  async usage(@CurrentUser() user: User): Promise<StorageUsageDto> {
    const usage = await this.quota.usage(user.id);
    return { usedBytes: usage.usedBytes, quotaBytes: usage.quotaBytes };
  }
}
