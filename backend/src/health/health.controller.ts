import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { Access } from '../access/access.decorator';

type Check = 'up' | 'down';

export class HealthResponseDto {
  status!: 'ok' | 'error';
  database!: Check;
  storage!: Check;
}

const CHECK_TIMEOUT_MS = 3000;

@ApiTags('health')
@Controller('health')
@Access.public()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @ApiOperation({ summary: 'Health of the service' })
  @Get()
  @ApiOkResponse({ description: 'Database and storage reachable' })
  @ApiServiceUnavailableResponse({ description: 'Database or storage unreachable' })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponseDto> {
    const [database, storage] = await Promise.all([probe(() => this.dataSource.query('SELECT 1')), probe(() => this.storage.check())]);
    const ok = database === 'up' && storage === 'up';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'error', database, storage };
  }
}

async function probe(fn: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
