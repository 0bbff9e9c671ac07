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
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
