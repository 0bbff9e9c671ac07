import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { startListsVersion } from './lists-version';
import { VersionedList } from './versioned-list';

const gzipAsync = promisify(gzip);

/** Smaller bodies go out as they are (the compression middleware's own threshold). */
const GZIP_MIN_BYTES = 1024;
/**
 * Bounds how long a list can stay stale after a change made behind the application's back (SQL
 * typed by an operator, say); every change made through the application is seen at once.
 */
const ENTRY_TTL_MS = 5 * 60_000;

export type ClientListName = 'documents' | 'employees' | 'payments';

interface CachedList {
  json: Buffer;
  etag: string;
  gzip?: Buffer;
}

/**
 * Serves a client's documents, employees and payments lists from memory while they are unchanged.
 *
 * A list is kept, already serialised (and gzipped on first demand), under the key (list, client,
 * users.listsVersion). Every write that changes a list replaces that token in its own transaction
 * (lists-version.ts), and the signed-in user, token included, is read fresh from the database on
 * every request, so a change made through any app instance is seen by every other at once.
 * The entry remembers the token read in the same statement as its rows (VersionedList).
 *
 * Why: a list of 10,000 documents is 3 MB of JSON that took tens of milliseconds to read and
 * serialise on every request, while clients re-read their lists far more often than they change them.
 */
@Injectable()
export class ClientListCache {
  private readonly entries: LRUCache<string, CachedList> | null;
  /** One database read per key at a time: concurrent misses wait for the same result. */
  private readonly loading = new Map<string, Promise<CachedList>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const maxSize = config.listCacheMB * 1024 * 1024;
    this.entries =
      maxSize > 0
        ? new LRUCache<string, CachedList>({
            maxSize,
            sizeCalculation: (e) => e.json.length + (e.gzip?.length ?? 0) + 200,
            ttl: ENTRY_TTL_MS,
          })
        : null;
  }

  /** Answers the list request: from memory when the user's lists are unchanged, else through `load`. */
  async send<T>(req: Request, res: Response, list: ClientListName, user: User, load: () => Promise<VersionedList<T>>): Promise<void> {
    const key = this.entries && user.listsVersion ? `${list}:${user.id}:${user.listsVersion}` : null;
    const entry = (key && this.entries?.get(key)) || (await this.fill(list, user, load));

    let body = entry.json;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (entry.json.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip') {
      // The compression middleware leaves a body alone once Content-Encoding is set.
      body = entry.gzip ?? (await this.compress(key, entry));
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.send(body);
  }

  private fill<T>(list: ClientListName, user: User, load: () => Promise<VersionedList<T>>): Promise<CachedList> {
    // Shared only by requests that read the same token: one that read a newer token (its own
    // upload just committed, say) must not be handed rows read before that change.
    const inFlight = `${list}:${user.id}:${user.listsVersion ?? ''}`;
    const pending = this.loading.get(inFlight);
    if (pending) return pending;
    const promise = load()
      .then(async ({ items, listsVersion }) => {
        const json = Buffer.from(JSON.stringify(items));
        const entry: CachedList = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
        if (!this.entries) return entry;
        // An empty list has no row to carry the token, and costs nothing to read again.
        const version = listsVersion ?? (items.length > 0 ? await startListsVersion(this.dataSource.manager, user.id) : null);
        if (version) this.entries.set(`${list}:${user.id}:${version}`, entry);
        return entry;
      })
      .finally(() => this.loading.delete(inFlight));
    this.loading.set(inFlight, promise);
    return promise;
  }

  private async compress(key: string | null, entry: CachedList): Promise<Buffer> {
    // Off the main thread (zlib's thread pool): 3 MB takes tens of milliseconds to deflate.
    const gzipped = await gzipAsync(entry.json);
    entry.gzip = gzipped;
    // Stored again so the cache counts the compressed copy against its size limit.
    if (key && this.entries?.peek(key) === entry) this.entries.set(key, entry);
    return gzipped;
  }
}
