import type { Request } from 'express';
import session from 'express-session';
import { LessThan, MoreThan, Not, Repository } from 'typeorm';
import type { BusinessContext } from '../businesses/business-context';
import { isClientRole } from '../businesses/business-roles';
import { User } from '../users/user.entity';
import { UserRowReader } from '../users/user-row';
import { SessionRecord } from './session-record.entity';

/** How stale the stored idle deadline may be before a touch writes it again. */
const TOUCH_GRANULARITY_MS = 60_000;
const MAX_REMEMBERED = 50_000;

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

/** Session data fields this app adds. */
declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch); caps the session's absolute lifetime. */
    authenticatedAt?: number;
    passport?: { user?: number };
    /**
     * The idle deadline last pushed forward (ms since epoch). Changing it is what makes
     * express-session save the row and re-send the cookie (see TypeormSessionStore.keepAlive).
     */
    idleUntil?: number;
    /** The client business the person acts for (docs/client-businesses.md); kept in the row too, for the join. */
    businessId?: number;
  }
}

/** The signed-in user the session's own statement read, handed from get() to createSession(). */
const JOINED_USER = Symbol('joinedUser');
/** The same statement's membership of that user in the session's business. */
const JOINED_BUSINESS = Symbol('joinedBusiness');
type LoadedSession = session.SessionData & { [JOINED_USER]?: User | null; [JOINED_BUSINESS]?: BusinessContext | null };

/** Per request: the user row read together with its session (see userReadWithSession). */
const usersReadWithSessions = new WeakMap<object, User | null>();
/** Per request: the membership read together with its session (see businessReadWithSession). */
const businessesReadWithSessions = new WeakMap<object, BusinessContext | null>();
/** Requests whose session came from the store (not a new, unsaved one). */
const loadedFromStore = new WeakSet<object>();

/**
 * The user the session store read in the same statement as this request's session: the row of
 * sessions.userId at that moment, or null when the session has no user (or the user is gone);
 * undefined when the store did not read one (no session cookie, a store without the join).
 */
export function userReadWithSession(req: object): User | null | undefined {
  return usersReadWithSessions.get(req);
}

/**
 * The session's business and the signed-in person's role in it, as the session's own statement
 * read them: null when the session names no business or the person is no longer its member (a
 * removal applies to the next request of an open session); undefined when the store did not read.
 */
export function businessReadWithSession(req: object): BusinessContext | null | undefined {
  return businessesReadWithSessions.get(req);
}

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/**
 * express-session store over the application database, so sessions are shared by every app
 * instance. A session dies after `idleMs` without a request, and `absoluteMs` after sign-in
 * whatever the activity (OWASP ASVS 3.3).
 */
export class TypeormSessionStore extends session.Store {
  private readonly getSql: string;

  /**
   * With `users`, a session is read together with its user (a LEFT JOIN on sessions.userId), so a
   * signed-in request costs one round trip instead of two; SessionSerializer takes the user from
   * userReadWithSession() and reads it itself only when none came along.
   */
  constructor(
    private readonly repo: Repository<SessionRecord>,
    private readonly lifetimes: SessionLifetimes,
    private readonly users?: UserRowReader,
  ) {
    super();
    this.getSql = users
      ? `SELECT s.data AS s__data, s.expiresAt AS s__expiresAt, ${users.selectList}, b.id AS b__id, b.name AS b__name, b.listsVersion AS b__listsVersion, bm.role AS bm__role` +
        ' FROM sessions s LEFT JOIN users u ON u.id = s.userId' +
        ' LEFT JOIN business_members bm ON bm.businessId = s.businessId AND bm.userId = s.userId' +
        ' LEFT JOIN client_businesses b ON b.id = bm.businessId WHERE s.id = ?'
      : 'SELECT s.data AS s__data, s.expiresAt AS s__expiresAt FROM sessions s WHERE s.id = ?';
  }

  override get(sid: string, callback: Callback): void {
    // Runs on every signed-in request: a plain primary-key SELECT, without the query builder's cost.
    (this.repo.query(this.getSql, [sid]) as Promise<Array<Record<string, unknown>>>)
      .then(async (rows) => {
        const row = rows[0];
        if (!row) return callback(null, null);
        const expiresAt = Number(row.s__expiresAt);
        if (expiresAt <= Date.now()) {
          this.lastWritten.delete(sid);
          await this.repo.delete({ id: sid });
          return callback(null, null);
        }
        this.remember(sid, expiresAt);
        const sess = JSON.parse(row.s__data as string) as LoadedSession;
        if (this.users) {
          sess[JOINED_USER] = this.users.hydrate(row);
          sess[JOINED_BUSINESS] =
            row.b__id != null && isClientRole(row.bm__role)
              ? {
                  id: Number(row.b__id),
                  name: String(row.b__name),
                  role: row.bm__role,
                  listsVersion: typeof row.b__listsVersion === 'string' ? row.b__listsVersion : null,
                }
              : null;
        }
        return callback(null, sess);
      })
      .catch((err: unknown) => callback(err));
  }

  /** express-session builds req.session from what get() answered: the joined user goes to the request. */
  override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
    loadedFromStore.add(req);
    const loaded = sess as LoadedSession;
    if (JOINED_USER in loaded) {
      usersReadWithSessions.set(req, loaded[JOINED_USER] ?? null);
      delete loaded[JOINED_USER];
    }
    if (JOINED_BUSINESS in loaded) {
      businessesReadWithSessions.set(req, loaded[JOINED_BUSINESS] ?? null);
      delete loaded[JOINED_BUSINESS];
    }
    return super.createSession(req, sess);
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const row: SessionRecord = {
      id: sid,
      expiresAt: this.expiryOf(sess),
      userId: sess.passport?.user ?? null,
      businessId: sess.businessId ?? null,
      data: JSON.stringify(sess),
      lastActiveAt: Date.now(),
    };
    this.repo
      .upsert(row, ['id'])
      .then(() => {
        this.remember(sid, row.expiresAt);
        callback?.();
      })
      .catch((err: unknown) => callback?.(err));
  }

  /**
   * Middleware after express-session (which runs with `rolling: false`): pushes a stored session's
   * idle deadline forward once it has fallen TOUCH_GRANULARITY_MS behind the one this request
   * earns, by changing `idleUntil`; express-session then saves the row and re-sends the cookie
   * with a fresh expiry. Otherwise the response carries no Set-Cookie and the row is not written:
   * a rolling cookie on every response cost an HMAC and a header per request (docs/performance.md)
   * for an expiry that had moved by milliseconds. The row is still read on every request, so
   * revocation is immediate and every instance sees the same deadline.
   */
  keepAlive(req: Request): void {
    if (!req.session || !loadedFromStore.has(req)) return;
    if (this.deadlineIsStale(req.sessionID, req.session)) req.session.idleUntil = this.expiryOf(req.session);
  }

  /**
   * express-session calls this for an unchanged session. Writing the row each time would turn
   * every read into a write, so it is written only while the stored deadline is TOUCH_GRANULARITY_MS
   * or more behind (the idle timeout is exact to within that).
   */
  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    if (!this.deadlineIsStale(sid, sess)) {
      callback?.();
      return;
    }
    const expiresAt = this.expiryOf(sess);
    this.repo
      .update({ id: sid }, { expiresAt, lastActiveAt: Date.now() })
      .then(() => this.remember(sid, expiresAt))
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.lastWritten.delete(sid);
    this.repo
      .delete({ id: sid })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  /** Ends every session of a user except the one given (after a password change, say). */
  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    await this.repo.delete(exceptSid ? { userId, id: Not(exceptSid) } : { userId });
  }

  /** The user's sessions that have not expired (the device list). */
  liveSessionsOf(userId: number): Promise<SessionRecord[]> {
    return this.repo.find({ where: { userId, expiresAt: MoreThan(Date.now()) } });
  }

  /** The ids of every stored session of the user, expired or not. */
  async sessionIdsOf(userId: number): Promise<string[]> {
    const rows = await this.repo.find({ where: { userId }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /** How many sessions of the user are stored, expired or not. */
  countSessionsOf(userId: number): Promise<number> {
    return this.repo.countBy({ userId });
  }

  async pruneExpired(): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(Date.now()) });
  }

  /** Deadlines this instance last saw stored, per session id; bounded, only an optimisation. */
  private readonly lastWritten = new Map<string, number>();

  private remember(sid: string, expiresAt: number): void {
    if (this.lastWritten.size >= MAX_REMEMBERED) this.lastWritten.clear();
    this.lastWritten.set(sid, expiresAt);
  }

  /** True when the deadline stored for `sid` (as last read or written here) is a minute or more behind. */
  private deadlineIsStale(sid: string, sess: session.SessionData): boolean {
    const written = this.lastWritten.get(sid);
    return written === undefined || this.expiryOf(sess) - written >= TOUCH_GRANULARITY_MS;
  }

  private expiryOf(sess: session.SessionData): number {
    const idle = Date.now() + this.lifetimes.idleMs;
    if (!sess.authenticatedAt) return idle;
    return Math.min(idle, sess.authenticatedAt + this.lifetimes.absoluteMs);
  }
}
