import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { userReadWithSession } from '../session/typeorm-session.store';
import { maySignIn } from '../users/sign-in-rule';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Passport's signal to try the next registered deserializer. */
const PASS = 'pass' as unknown as Error;

/**
 * Only the user id lives in the session; the user is read fresh on every request. The session
 * store reads it in the same statement as the session (userReadWithSession), so a signed-in
 * request costs one round trip; the user is read here only when that row is missing or is not
 * the session's user.
 *
 * Registered with passport directly rather than through @nestjs/passport's PassportSerializer,
 * whose deserializer is not handed the request.
 */
@Injectable()
export class SessionSerializer implements OnModuleDestroy {
  /**
   * Passport is a process-wide singleton and keeps every serializer ever registered. Once this
   * application has closed (tests start several apps in one process), its serializer steps aside
   * instead of querying a closed database.
   */
  private closed = false;

  constructor(private readonly users: UsersService) {
    passport.serializeUser((user, done) => this.serializeUser(user as User, done));
    // Three parameters: passport then hands over the request first.
    passport.deserializeUser((req: Request, id: number, done: (err: Error | null, user?: User | false) => void) =>
      this.deserializeUser(id, req, done),
    );
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: User, done: (err: Error | null, id?: number) => void): void {
    if (this.closed) return done(PASS);
    done(null, user.id);
  }

  deserializeUser(id: number, req: object, done: (err: Error | null, user?: User | false) => void): void {
    if (this.closed) return done(PASS);
    // A session of an account that may no longer sign in is signed out for good (passport drops
    // the user from it), so reactivating the account does not bring the session back.
    const joined = userReadWithSession(req);
    if (joined && joined.id === id) return done(null, maySignIn(joined) ? joined : false);
    this.users
      .findForSession(id)
      .then((user) => done(null, user && maySignIn(user) ? user : false))
      .catch((err: Error) => done(err));
  }
}
