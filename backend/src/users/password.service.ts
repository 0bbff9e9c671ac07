import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ConcurrencyLimit } from '../common/concurrency-limit';

/** argon2id hashing with the configured cost. */
@Injectable()
export class PasswordService {
  /** Verified against when a username is unknown, so that answer takes as long as a wrong password. */
  private dummyHash?: Promise<string>;

  /** Bounds the argon2 work in flight (ARGON2_MAX_CONCURRENT); sign-ins jump the queue. */
  private readonly slots: ConcurrencyLimit;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.slots = new ConcurrencyLimit(config.argon2MaxConcurrent);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() =>
      argon2.hash(password, {
        type: argon2.argon2id,
        memoryCost: this.config.argon2.memoryKiB,
        timeCost: this.config.argon2.timeCost,
        parallelism: this.config.argon2.parallelism,
      }),
    );
  }

  /** `signIn` puts the check ahead of re-authentication and other waiting work. */
  async verify(hash: string, password: string, signIn = false): Promise<boolean> {
    try {
      return await this.slots.run(() => argon2.verify(hash, password), signIn);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification without a real hash. */
  async verifyAgainstDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('not-a-real-password-but-costs-the-same');
    await this.verify(await this.dummyHash, password, true);
  }
}
