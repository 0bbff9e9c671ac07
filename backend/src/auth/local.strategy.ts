import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<User> {
    const user = await this.auth.verifyCredentials(username, password);
    // HTTP plumbing, not a service: Passport runs this only inside the login route's AuthGuard, so it
    // answers in the guard's terms (401). The rule itself lives in AuthService.verifyCredentials.
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
