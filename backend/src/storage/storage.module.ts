import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';

export function createFileStorage(config: AppConfig): FileStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new LocalDiskStorage(config.storage.root);
}

@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage }],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
