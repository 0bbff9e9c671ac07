import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { COUNTER_STORE, CounterStore } from './counter-store';
import { DatabaseCounterStore } from './database-counter-store';
import { RedisCounterStore } from './redis-counter-store';

/**
 * The shared counters behind every rate limit: the database the app already has, or Redis when
 * REDIS_URL is set (less write load on the database under attack). Either way every instance
 * sees the same counts.
 */
@Global()
@Module({
  providers: [
    {
      provide: COUNTER_STORE,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): CounterStore => {
        if (config.redisUrl) {
          new Logger('RateLimit').log('Rate-limit counters are kept in Redis (REDIS_URL)');
          return RedisCounterStore.connect(config.redisUrl);
        }
        return new DatabaseCounterStore(dataSource);
      },
    },
  ],
  exports: [COUNTER_STORE],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(COUNTER_STORE) private readonly store: CounterStore) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof RedisCounterStore) await this.store.close();
  }
}
