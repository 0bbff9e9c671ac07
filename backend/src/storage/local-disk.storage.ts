import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  FileStorage,
  InvalidStorageKeyError,
  StorageNotFoundError,
  StoredObject,
  StoredObjectInfo,
} from './file-storage';

/**
 * Files on local disk under a root outside any served folder. Writes go to a temporary file that
 * is renamed into place, so a crash mid-write never leaves a half object under the real key.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Readable, _contentType: string): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(this.root, '.tmp', `${randomUUID()}.part`);
    await mkdir(dirname(tmp), { recursive: true });
    try {
      // The write stream counts what it wrote; no extra stream stage on every chunk just to count.
      const file = createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
      await pipeline(body, file);
      await rename(tmp, target);
      return file.bytesWritten;
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      // A folder is where keys live, not an object.
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return { body: createReadStream(path), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.listObjects(prefix)).map((o) => o.key);
  }

  async listObjects(prefix: string): Promise<StoredObjectInfo[]> {
    assertValidPrefix(prefix);
    // Walk only the folder the prefix names (S3 prefixes are plain string prefixes, so a partial last segment still matches).
    const start = join(this.root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
    const out: StoredObjectInfo[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '.tmp') await walk(full);
        } else {
          const key = relative(this.root, full).split(sep).join('/');
          if (!key.startsWith(prefix)) continue;
          const info = await stat(full).catch(() => null);
          if (info) out.push({ key, lastModified: info.mtime });
        }
      }
    };
    await walk(start);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * Removes the temporary parts of writes that never finished. A part is only ever left behind
   * when the process died mid-write (a SIGKILL or power loss during an upload: the resilience
   * test kills the server mid-body); no key points at it, so it is dead weight. Called once at
   * start-up, before the server accepts requests; one server owns a DATA_DIR (embedded profile).
   */
  async removeAbandonedParts(): Promise<number> {
    const dir = join(this.root, '.tmp');
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return 0;
    }
    const parts = names.filter((n) => n.endsWith('.part'));
    await Promise.all(parts.map((n) => unlink(join(dir, n)).catch(() => undefined)));
    return parts.length;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }

  /** Resolves a key inside the root, refusing anything that could escape it. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    // Belt and braces: whatever the key rules allow, the resolved path must stay under the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
}
