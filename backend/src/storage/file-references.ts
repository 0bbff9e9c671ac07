import { Injectable } from '@nestjs/common';

/**
 * One module's answer to "which of these stored keys are still yours?" for the keys under its
 * prefix (docs/storage.md). The owning module registers it at start, so storage (a platform
 * module) never reads a domain's tables to know which files are live.
 */
export interface FileReferenceSource {
  /** The key prefix this source owns, from storage-keys.ts (`documents/`, `invoice-proofs/`). */
  readonly prefix: string;
  /** Of `keys` (all under `prefix`), those a row of the owner still points at. */
  referenced(keys: string[]): Promise<Array<string | null>>;
}

/** Where owning modules register their FileReferenceSource; the orphan sweep asks each in turn. */
@Injectable()
export class FileReferenceRegistry {
  private readonly list: FileReferenceSource[] = [];

  register(source: FileReferenceSource): void {
    if (this.list.some((s) => s.prefix === source.prefix))
      throw new Error(`A file reference source for ${source.prefix} is already registered`);
    this.list.push(source);
  }

  sources(): readonly FileReferenceSource[] {
    return this.list;
  }
}
