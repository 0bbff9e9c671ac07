import session from 'express-session';
import { LessThan, Not, Repository } from 'typeorm';
import { SessionRecord } from './session-record.entity';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

/** Session data fields this app adds. */
declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch); caps the session's absolute lifetime. */
    authenticatedAt?: number;
    passport?: { user?: number };
  }
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
  constructor(
    private readonly repo: Repository<SessionRecord>,
    private readonly lifetimes: SessionLifetimes,
  ) {
    super();
  }

  override get(sid: string, callback: Callback): void {
    this.repo
      .findOne({ where: { id: sid } })
      .then(async (row) => {
        if (!row) return callback(null, null);
        if (row.expiresAt <= Date.now()) {
          await this.repo.delete({ id: sid });
          return callback(null, null);
        }
        return callback(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err: unknown) => callback(err));
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const row: SessionRecord = {
      id: sid,
      expiresAt: this.expiryOf(sess),
      userId: sess.passport?.user ?? null,
      data: JSON.stringify(sess),
    };
    this.repo
      .upsert(row, ['id'])
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    this.repo
      .update({ id: sid }, { expiresAt: this.expiryOf(sess) })
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.repo
      .delete({ id: sid })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  /** Ends every session of a user except the one given (after a password change, say). */
  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    await this.repo.delete(exceptSid ? { userId, id: Not(exceptSid) } : { userId });
  }

  async pruneExpired(): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(Date.now()) });
  }

  private expiryOf(sess: session.SessionData): number {
    const idle = Date.now() + this.lifetimes.idleMs;
    if (!sess.authenticatedAt) return idle;
    return Math.min(idle, sess.authenticatedAt + this.lifetimes.absoluteMs);
  }
}
