import { Inject, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthModule } from '../../auth/auth.module';
import { UsersModule } from '../../users/users.module';
import { PasswordService } from '../../users/password.service';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { FILE_STORAGE, FileStorage } from '../../storage/file-storage';
import { DemoSeedResult, seedDemo } from './demo.seed';

/** With SEED_DEMO=1 the demo client is created at start (once), so a newcomer sees a full dashboard. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.run();
  }

  async run(): Promise<DemoSeedResult> {
    const result = await seedDemo(this.dataSource, this.storage, this.passwords);
    if (result.created) {
      if (this.config.nodeEnv === 'production') this.logger.warn('SEED_DEMO is on in production: a demo client account now exists');
      this.logger.log(
        `Demo client created. Sign in at ${this.config.publicUrl}/auth as "${result.username}" with password "${result.password}"`,
      );
    } else {
      this.logger.log(
        `Demo client "${result.username}" already exists; left as it is (RESET_DEMO_PASSWORD=1 npm run seed:demo sets a new password)`,
      );
    }
    return result;
  }
}

@Module({
  imports: [AuthModule, UsersModule],
  providers: [DemoSeedService],
})
export class DemoSeedModule {}
