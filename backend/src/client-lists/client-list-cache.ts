import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { PrebuiltJson } from '../common/http/prebuilt-json';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { startListsVersion } from './lists-version';
import { VersionedList } from './versioned-list';

/**
 * Bounds how long a list can stay stale after a change made behind the application's back (SQL
 * typed by an operator, say); every change made through the application is seen at once.
 */
const ENTRY_TTL_MS = 5 * 60_000;

export type ClientListName = 'documents' | 'employees' | 'payments';

/** Whose lists: a client business and its lists version, as the session's statement read them. */
export interface ListsOwner {
  readonly id: number;
  readonly listsVersion: string | null;
}

/** Personal data: no browser or proxy keeps a copy. */
const LIST_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * Serves a client business's documents, employees and payments lists from memory while they are
 * unchanged.
 *
 * A list is kept, already serialised (and gzipped on first demand), under the key (list, business,
 * client_businesses.listsVersion). Every write that changes a list replaces that token in its own
 * transaction (lists-version.ts), and the business's token is read fresh with the session on every
 * request, so a change made through any app instance, by any member, is seen by every other at once.
 * The entry remembers the token read in the same statement as its rows (VersionedList).
 *
 * Why: a list of 10,000 documents is 3 MB of JSON that took tens of milliseconds to read and
 * serialise on every request, while clients re-read their lists far more often than they change them.
 */
@Injectable()
export class ClientListCache {
  private readonly entries: LRUCache<string, PrebuiltJson> | null;
  /** One database read per key at a time: concurrent misses wait for the same result. */
  private readonly loading = new Map<string, Promise<PrebuiltJson>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const maxSize = config.listCacheMB * 1024 * 1024;
    this.entries =
      maxSize > 0 ? new LRUCache<string, PrebuiltJson>({ maxSize, sizeCalculation: (e) => e.approximateBytes, ttl: ENTRY_TTL_MS }) : null;
  }

  /**
   * Answers the list request: from memory when the business's lists are unchanged, else through
   * `load`. `view` names a part of the list some members see instead of the whole (the payroll
   * role's documents: the payroll categories); each view is kept apart.
   */
  async send<T>(
    req: Request,
    res: Response,
    list: ClientListName,
    owner: ListsOwner,
    load: () => Promise<VersionedList<T>>,
    view = '',
  ): Promise<void> {
    const name = view ? `${list}/${view}` : list;
    const key = this.entries && owner.listsVersion ? `${name}:${owner.id}:${owner.listsVersion}` : null;
    const body = (key && this.entries?.get(key)) || (await this.fill(name, owner, load));
    await body.send(req, res, LIST_HEADERS);
  }

  private fill<T>(list: string, owner: ListsOwner, load: () => Promise<VersionedList<T>>): Promise<PrebuiltJson> {
    // Shared only by requests that read the same token: one that read a newer token (its own
    // upload just committed, say) must not be handed rows read before that change.
    const inFlight = `${list}:${owner.id}:${owner.listsVersion ?? ''}`;
    const pending = this.loading.get(inFlight);
    if (pending) return pending;
    const promise = load()
      .then(async ({ items, listsVersion }) => {
        const body = new PrebuiltJson(items);
        if (!this.entries) return body;
        // An empty list has no row to carry the token, and costs nothing to read again.
        const version = listsVersion ?? (items.length > 0 ? await startListsVersion(this.dataSource.manager, owner.id) : null);
        if (version) this.entries.set(`${list}:${owner.id}:${version}`, body);
        return body;
      })
      .finally(() => this.loading.delete(inFlight));
    this.loading.set(inFlight, promise);
    return promise;
  }
}
