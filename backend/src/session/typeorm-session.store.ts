import { LessThan, MoreThan, Not, Repository } from 'typeorm';
import type { BusinessContext } from '../businesses/business-context';
import { isClientRole } from '../businesses/business-roles';
import { User } from '../users/user.entity';
import { UserRowReader } from '../users/user-row';
import { SessionRecord } from './session-record.entity';

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** A stored session as one request reads it, with its user and business from the same statement. */
export interface LoadedSession {
  /** The row's data column as stored (JSON of the session's fields). */
  data: string;
  /** The signed-in user's id in the row; null for a session nobody has finished signing in to. */
  userId: number | null;
  expiresAt: number;
  /** The row of `users` for userId at this moment; null when there is none (the user is gone). */
  user: User | null;
  /**
   * The session's business and the person's role in it: null when the session names no business or
   * the person is no longer its member (a removal applies to the next request of an open session).
   */
  business: BusinessContext | null;
}

/** What a write of a session puts in its row. */
export interface SessionWrite {
  userId: number | null;
  businessId: number | null;
  data: string;
  expiresAt: number;
}

/**
 * The sessions table, shared by every app instance (docs/security.md, "Sessions"). A session dies
 * after `idleMs` without a request, and `absoluteMs` after sign-in whatever the activity (OWASP
 * ASVS 3.3). The session middleware (session-middleware.ts) reads and writes rows through it; the
 * device list, password changes and staff changes use the rest.
 */
export class TypeormSessionStore {
  private readonly loadSql: string;

  constructor(
    private readonly repo: Repository<SessionRecord>,
    readonly lifetimes: SessionLifetimes,
    private readonly users: UserRowReader,
  ) {
    // One statement per signed-in request: the session, its user and its business membership.
    this.loadSql =
      `SELECT s.data AS s__data, s.expiresAt AS s__expiresAt, s.userId AS s__userId, ${users.selectList}, b.id AS b__id, b.name AS b__name, b.listsVersion AS b__listsVersion, bm.role AS bm__role` +
      ' FROM sessions s LEFT JOIN users u ON u.id = s.userId' +
      ' LEFT JOIN business_members bm ON bm.businessId = s.businessId AND bm.userId = s.userId' +
      ' LEFT JOIN client_businesses b ON b.id = bm.businessId WHERE s.id = ?';
  }

  /** The live session `sid`, or null; an expired row is deleted on the way. */
  async load(sid: string): Promise<LoadedSession | null> {
    // A plain primary-key SELECT, without the query builder's cost: it runs on every signed-in request.
    const rows = (await this.repo.query(this.loadSql, [sid])) as Array<Record<string, unknown>>;
    const row = rows[0];
    if (!row) return null;
    const expiresAt = Number(row.s__expiresAt);
    if (expiresAt <= Date.now()) {
      await this.repo.delete({ id: sid });
      return null;
    }
    return {
      data: String(row.s__data),
      userId: row.s__userId == null ? null : Number(row.s__userId),
      expiresAt,
      user: this.users.hydrate(row),
      business:
        row.b__id != null && isClientRole(row.bm__role)
          ? {
              id: Number(row.b__id),
              name: String(row.b__name),
              role: row.bm__role,
              listsVersion: typeof row.b__listsVersion === 'string' ? row.b__listsVersion : null,
            }
          : null,
    };
  }

  /** Writes the whole row of `sid` (a new session, or one whose fields or user changed). */
  async write(sid: string, session: SessionWrite): Promise<void> {
    await this.repo.upsert({ id: sid, ...session, lastActiveAt: Date.now() }, ['id']);
  }

  /** Moves an unchanged session's deadline (the idle timeout's keep-alive). */
  async extend(sid: string, expiresAt: number): Promise<void> {
    await this.repo.update({ id: sid }, { expiresAt, lastActiveAt: Date.now() });
  }

  /** Ends one session at once: every instance reads the row on every request. */
  async destroy(sid: string): Promise<void> {
    await this.repo.delete({ id: sid });
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

  /** The deadline a session earns by a request now: idle time from now, capped at the absolute lifetime. */
  expiryOf(authenticatedAt: number | undefined, now = Date.now()): number {
    const idle = now + this.lifetimes.idleMs;
    return authenticatedAt ? Math.min(idle, authenticatedAt + this.lifetimes.absoluteMs) : idle;
  }
}
