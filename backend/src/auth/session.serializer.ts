import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Passport's signal to try the next registered deserializer. */
const PASS = 'pass' as unknown as Error;

/** Only the user id lives in the session; the user is read fresh on every request. */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  /**
   * Passport is a process-wide singleton and keeps every serializer ever registered. Once this
   * application has closed (tests start several apps in one process), its serializer steps aside
   * instead of querying a closed database.
   */
  private closed = false;

  constructor(private readonly users: UsersService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: User, done: (err: Error | null, id?: number) => void): void {
    if (this.closed) return done(PASS);
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: Error | null, user?: User | false) => void): void {
    if (this.closed) return done(PASS);
    this.users
      .findForSession(id)
      .then((user) => done(null, user ?? false))
      .catch((err: Error) => done(err));
  }
}
