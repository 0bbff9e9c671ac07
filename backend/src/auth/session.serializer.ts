import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Only the user id lives in the session; the user is read fresh on every request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (err: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: Error | null, user?: User | false) => void): void {
    this.users
      .findById(id)
      .then((user) => done(null, user ?? false))
      .catch((err: Error) => done(err));
  }
}
