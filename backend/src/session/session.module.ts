import { Inject, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UserRowReader } from '../users/user-row';
import { UsersModule } from '../users/users.module';
import { SessionRecord } from './session-record.entity';
import { TypeormSessionStore } from './typeorm-session.store';

const PRUNE_EVERY_MS = 15 * 60 * 1000;

@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([SessionRecord])],
  providers: [
    {
      provide: TypeormSessionStore,
      inject: [getRepositoryToken(SessionRecord), UserRowReader, APP_CONFIG],
      useFactory: (repo: Repository<SessionRecord>, users: UserRowReader, config: AppConfig) =>
        new TypeormSessionStore(
          repo,
          {
            idleMs: config.session.idleMinutes * 60_000,
            absoluteMs: config.session.absoluteHours * 3_600_000,
          },
          users,
        ),
    },
  ],
  exports: [TypeormSessionStore],
})
export class SessionModule implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(@Inject(TypeormSessionStore) private readonly store: TypeormSessionStore) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.store.pruneExpired().catch(() => undefined), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
