import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class DownloadQueryDto {
  @ApiPropertyOptional({
    enum: ['1', '0', 'true', 'false'],
    description: 'Ask to view the file in the browser; honoured for PDFs and images only, anything else downloads',
  })
  @IsOptional()
  @IsIn(['1', '0', 'true', 'false'], { message: 'inline must be 1 or 0' })
  inline?: '1' | '0' | 'true' | 'false';

  get wantsInline(): boolean {
    return this.inline === '1' || this.inline === 'true';
  }
}
