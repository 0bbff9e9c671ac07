/**
 * What a session keeps beside its user: fields other modules add by declaration merging
 * (account-security/session-data.ts). They are stored as JSON in the session's row, so they must
 * be plain data. The signed-in user's id is not among them: it has a column of its own.
 */
export interface SessionData {
  /** When the user signed in (ms since epoch); caps the session's absolute lifetime. */
  authenticatedAt?: number;
  /** The client business the person acts for (docs/client-businesses.md); kept in the row too, for the join. */
  businessId?: number;
}

/** The session's own operations, for the sign-in routes (callback style, as passport calls them). */
export interface SessionControls {
  /** The session's id; a new session gets one when first asked or saved. */
  readonly id: string;
  /** A fresh session under a new id, with no fields and no user; the old row is deleted (no fixation). */
  regenerate(done: (err?: unknown) => void): void;
  /** Ends the session: its row is deleted and nothing is written at the end of the request. */
  destroy(done: (err?: unknown) => void): void;
  /** Writes the session's row now rather than at the end of the request. */
  save(done?: (err?: unknown) => void): void;
}

export type AppSession = SessionData & SessionControls;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's request type is extended only this way.
  namespace Express {
    interface Request {
      /** Set by the session middleware on requests that can read or start a session (session-scope.ts). */
      session: AppSession;
      /** The session's id (the same as session.id). */
      readonly sessionID: string;
    }
  }
}
