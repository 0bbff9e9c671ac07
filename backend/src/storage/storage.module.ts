import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import { StorageDeletionQueue } from './storage-deletion-queue';
import { FileReferenceRegistry } from './file-references';
import { OrphanFileSweeper } from './orphan-file-sweeper';

export function createFileStorage(config: AppConfig): FileStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new LocalDiskStorage(config.storage.root);
}

/** The app's storage; on local disk, parts left by a write the last process never finished are removed first. */
async function openFileStorage(config: AppConfig): Promise<FileStorage> {
  const storage = createFileStorage(config);
  if (storage instanceof LocalDiskStorage) {
    const removed = await storage.removeAbandonedParts();
    if (removed > 0) new Logger('StorageModule').warn(`Removed ${removed} unfinished upload part(s) left by an earlier run`);
  }
  return storage;
}

@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: openFileStorage },
    StorageDeletionQueue,
    FileReferenceRegistry,
    OrphanFileSweeper,
  ],
  exports: [FILE_STORAGE, StorageDeletionQueue, FileReferenceRegistry, OrphanFileSweeper],
})
export class StorageModule {}
