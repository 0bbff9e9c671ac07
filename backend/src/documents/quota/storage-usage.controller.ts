import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentBusiness } from '../../access/current-business.decorator';
import type { BusinessContext } from '../../businesses/business-context';
import { StorageQuotaService } from './storage-quota.service';
import { Access } from '../../access/access.decorator';

export class StorageUsageDto {
  @ApiProperty({ description: 'Bytes of documents stored', example: 1288490189 }) usedBytes!: number;
  @ApiProperty({ description: 'Bytes this business may store (CLIENT_STORAGE_QUOTA_MB)', example: 2147483648 }) quotaBytes!: number;
}

@ApiTags('documents')
@Controller('documents/storage')
@Access.client('documents')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class StorageUsageController {
  constructor(private readonly quota: StorageQuotaService) {}

  @ApiOperation({ summary: "The business's storage use and quota" })
  @Get()
  @ApiOkResponse({ type: StorageUsageDto, description: "The business's storage used and quota (shared by its members)" })
  async usage(@CurrentBusiness() business: BusinessContext): Promise<StorageUsageDto> {
    const usage = await this.quota.usage(business.id);
    return { usedBytes: usage.usedBytes, quotaBytes: usage.quotaBytes };
  }
}
