import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** argon2id hashing with the configured cost. */
@Injectable()
export class PasswordService {
  /** Verified against when a username is unknown, so that answer takes as long as a wrong password. */
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.config.argon2.memoryKiB,
      timeCost: this.config.argon2.timeCost,
      parallelism: this.config.argon2.parallelism,
    });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification without a real hash. */
  async verifyAgainstDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('not-a-real-password-but-costs-the-same');
    await this.verify(await this.dummyHash, password);
  }
}
