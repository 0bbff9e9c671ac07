import { randomBytes } from 'node:crypto';
import { sign, unsign } from 'cookie-signature';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { BusinessContext } from '../businesses/business-context';
import { maySignIn } from '../users/sign-in-rule';
import type { User } from '../users/user.entity';
import type { AppSession, SessionControls, SessionData } from './app-session';
import { SESSION_COOKIE } from './session-cookie';
import { requestUsesSession } from './session-scope';
import type { LoadedSession, TypeormSessionStore } from './typeorm-session.store';

/**
 * The app's own session middleware (docs/security.md, "Sessions"; docs/performance.md, "One
 * session layer"). It does what express-session and passport's session strategy did here, in one
 * step: the signed cookie is checked, one statement reads the session with its user and business,
 * and the row is written at the end of the request only when a field, the user or the id changed,
 * or when the idle deadline has fallen a minute behind. It keeps their cookie and row formats, so
 * sessions started before it stay valid.
 */

/** How far the stored idle deadline may lag the one a request earns before a request writes it again. */
const TOUCH_GRANULARITY_MS = 60_000;
/** Fields rows written by express-session and passport carried in their JSON: now a column, or gone. */
const RETIRED_FIELDS = ['cookie', 'passport', 'idleUntil'] as const;
/** The cookie's value: `s:` + id + `.` + HMAC-SHA256 (cookie-signature), as express-session wrote it. */
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

export interface SessionOptions {
  store: TypeormSessionStore;
  secret: string;
  /** Mark the cookie Secure whatever the request says (the public address is https). */
  alwaysSecure: boolean;
  /** A write that failed at the end of a request: the answer is still sent, so it is only logged. */
  onError: (err: unknown) => void;
}

/** The session id a Cookie header carries under a valid signature, or null. */
export function readSessionId(cookieHeader: string | undefined, secret: string): string | null {
  const match = cookieHeader ? SESSION_COOKIE_VALUE.exec(cookieHeader) : null;
  if (!match) return null;
  let value = match[1].trim();
  if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  if (!value.startsWith('s:')) return null;
  const id = unsign(value.slice(2), secret);
  return id === false || id === '' ? null : id;
}

/** The session's state beside its fields; under a symbol, so JSON.stringify(session) gives the fields alone. */
const STATE = Symbol('session state');

interface SessionState {
  readonly sessions: Sessions;
  id: string | null;
  userId: number | null;
  /** The row as last read or written on this request; null while no row has this id. */
  stored: { json: string; userId: number | null; expiresAt: number } | null;
  /** The browser is owed the cookie (a row was written under this id on this request). */
  sendCookie: boolean;
  destroyed: boolean;
}

/** req.session: the fields are own properties; the controls live on the prototype. */
class RequestSession implements SessionControls {
  declare readonly [STATE]: SessionState;

  constructor(state: SessionState) {
    Object.defineProperty(this, STATE, { value: state });
  }

  get id(): string {
    const state = this[STATE];
    return (state.id ??= randomBytes(24).toString('base64url'));
  }

  regenerate(done: (err?: unknown) => void): void {
    this[STATE].sessions.regenerate(this).then(() => done(), done);
  }

  destroy(done: (err?: unknown) => void): void {
    this[STATE].sessions.destroy(this).then(() => done(), done);
  }

  save(done?: (err?: unknown) => void): void {
    this[STATE].sessions.write(this).then(
      () => done?.(),
      (err: unknown) => done?.(err),
    );
  }
}

type Session = RequestSession & SessionData;

/** Per request: the business membership the session's own statement read (see businessReadWithSession). */
const businessesReadWithSessions = new WeakMap<object, BusinessContext | null>();

/**
 * The session's business and the person's role in it, as the session's own statement read them:
 * null when the session names no business or the person is no longer its member; undefined when
 * no stored session was read on this request.
 */
export function businessReadWithSession(req: object): BusinessContext | null | undefined {
  return businessesReadWithSessions.get(req);
}

class Sessions {
  constructor(private readonly options: SessionOptions) {}

  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    // Public pages, assets, the catalogue and enquiries neither read nor start a session (session-scope.ts).
    if (!requestUsesSession(req)) return next();
    const sid = readSessionId(req.headers.cookie, this.options.secret);
    if (sid === null) {
      this.attach(req, res, null, null);
      return next();
    }
    this.options.store.load(sid).then((loaded) => {
      this.attach(req, res, sid, loaded);
      next();
    }, next);
  };

  private attach(req: Request, res: Response, sid: string | null, loaded: LoadedSession | null): void {
    const state: SessionState = { sessions: this, id: null, userId: null, stored: null, sendCookie: false, destroyed: false };
    const session = new RequestSession(state) as Session;
    if (sid !== null && loaded) {
      state.id = sid;
      state.userId = loaded.userId;
      state.stored = { json: loaded.data, userId: loaded.userId, expiresAt: loaded.expiresAt };
      Object.assign(session, fieldsOf(loaded.data));
      if (loaded.userId !== null) {
        // A session of an account that may no longer sign in is signed out for good: its user is
        // dropped from the row at the end of this request, so reactivating the account does not
        // bring the session back.
        if (loaded.user && maySignIn(loaded.user)) req.user = loaded.user;
        else state.userId = null;
      }
      businessesReadWithSessions.set(req, loaded.business);
    }
    req.session = session;
    this.saveBeforeAnswering(res, session);
  }

  /**
   * The row is written before the answer leaves, so the browser's next request (on this instance
   * or another) finds it: res.end waits for the write when there is one, and goes straight through
   * when there is none.
   */
  private saveBeforeAnswering(res: Response, session: Session): void {
    const end = res.end;
    const settle = (): Promise<void> | undefined => this.settle(session, res);
    const onError = this.options.onError;
    res.end = function endAfterSaving(this: Response, ...args: unknown[]) {
      res.end = end;
      const writing = settle();
      if (!writing) return (end as (...a: unknown[]) => Response).apply(this, args);
      writing.catch(onError).then(() => (end as (...a: unknown[]) => Response).apply(res, args), onError);
      return res;
    } as Response['end'];
  }

  /** At the end of a request: write the row if anything in it changed, or move a stale deadline. */
  private settle(session: Session, res: Response): Promise<void> | undefined {
    const state = session[STATE];
    if (state.destroyed) return undefined;
    const json = JSON.stringify(session);
    const stored = state.stored;
    const changed = stored ? stored.json !== json || stored.userId !== state.userId : state.userId !== null || json !== '{}';
    if (changed) return this.write(session, json).then(() => this.sendCookie(session, res));
    if (stored && !res.headersSent) {
      const expiresAt = this.options.store.expiryOf(session.authenticatedAt);
      if (expiresAt - stored.expiresAt >= TOUCH_GRANULARITY_MS) {
        return this.options.store.extend(session.id, expiresAt).then(() => {
          stored.expiresAt = expiresAt;
          state.sendCookie = true;
          this.sendCookie(session, res);
        });
      }
    }
    this.sendCookie(session, res);
    return undefined;
  }

  /** Writes the whole row now (session.save, and the end of a request that changed it). */
  async write(session: Session, json = JSON.stringify(session)): Promise<void> {
    const state = session[STATE];
    if (state.destroyed) return;
    const expiresAt = this.options.store.expiryOf(session.authenticatedAt);
    const userId = state.userId;
    await this.options.store.write(session.id, { userId, businessId: session.businessId ?? null, data: json, expiresAt });
    state.stored = { json, userId, expiresAt };
    state.sendCookie = true;
  }

  async regenerate(session: Session): Promise<void> {
    const old = this.forget(session);
    if (old !== null) await this.options.store.destroy(old);
  }

  async destroy(session: Session): Promise<void> {
    const old = this.forget(session);
    session[STATE].destroyed = true;
    if (old !== null) await this.options.store.destroy(old);
  }

  /** Empties the session and gives it a new id to come; answers the old id if a row has it. */
  private forget(session: Session): string | null {
    const state = session[STATE];
    const old = state.stored ? state.id : null;
    for (const key of Object.keys(session)) delete (session as unknown as Record<string, unknown>)[key];
    state.id = null;
    state.userId = null;
    state.stored = null;
    state.sendCookie = false;
    return old;
  }

  private sendCookie(session: Session, res: Response): void {
    const state = session[STATE];
    if (!state.sendCookie || res.headersSent) return;
    state.sendCookie = false;
    res.cookie(SESSION_COOKIE, `s:${sign(session.id, this.options.secret)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.alwaysSecure || res.req.secure,
      path: '/',
      maxAge: this.options.store.lifetimes.idleMs,
    });
  }

  /** Signs `user` in on this session: a new id first (no fixation), then the row, before the caller goes on. */
  async logIn(req: Request, user: User, keepFields: boolean): Promise<void> {
    const session = req.session as Session;
    const kept = keepFields ? { ...session } : null;
    await this.regenerate(session);
    if (kept) Object.assign(session, kept);
    session[STATE].userId = user.id;
    await this.write(session);
    req.user = user;
  }

  /** Signs the user out of this session: the row goes, and the request goes on with an empty session. */
  async logOut(req: Request): Promise<void> {
    req.user = undefined;
    await this.regenerate(req.session as Session);
  }
}

/** The session's fields from its stored JSON; a damaged row gives none (the user id is a column). */
function fieldsOf(json: string): Partial<SessionData> {
  let fields: unknown;
  try {
    fields = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  for (const key of RETIRED_FIELDS) delete (fields as Record<string, unknown>)[key];
  return fields as Partial<SessionData>;
}

type Done = (err?: unknown) => void;

/**
 * The session middleware, and the sign-in functions passport's request carries (req.logIn,
 * req.logOut, req.isAuthenticated), set once on the app's request prototype instead of on every
 * request. Passport itself only checks a password (passport-local); it calls req.logIn, which is this.
 */
export function sessionLayer(requestPrototype: object, options: SessionOptions): RequestHandler {
  const sessions = new Sessions(options);
  const logIn = function (this: Request, user: User, optionsOrDone: { keepSessionInfo?: boolean } | Done, maybeDone?: Done) {
    const done = (typeof optionsOrDone === 'function' ? optionsOrDone : maybeDone) ?? (() => undefined);
    const keep = typeof optionsOrDone === 'object' && optionsOrDone?.keepSessionInfo === true;
    if (!this.session) return done(new Error('This request has no session'));
    sessions.logIn(this, user, keep).then(() => done(), done);
  };
  const logOut = function (this: Request, optionsOrDone: unknown, maybeDone?: Done) {
    const done = (typeof optionsOrDone === 'function' ? (optionsOrDone as Done) : maybeDone) ?? (() => undefined);
    if (!this.session) {
      this.user = undefined;
      return done();
    }
    sessions.logOut(this).then(() => done(), done);
  };
  const isAuthenticated = function (this: Request): boolean {
    return Boolean(this.user);
  };
  Object.defineProperties(requestPrototype, {
    logIn: { value: logIn, configurable: true, writable: true },
    login: { value: logIn, configurable: true, writable: true },
    logOut: { value: logOut, configurable: true, writable: true },
    logout: { value: logOut, configurable: true, writable: true },
    isAuthenticated: { value: isAuthenticated, configurable: true, writable: true },
    isUnauthenticated: {
      value: function (this: Request) {
        return !this.user;
      },
      configurable: true,
      writable: true,
    },
    sessionID: {
      get(this: Request) {
        return (this.session as AppSession | undefined)?.id;
      },
      configurable: true,
    },
  });
  return sessions.middleware;
}
