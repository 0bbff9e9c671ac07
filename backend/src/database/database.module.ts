import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions } from './data-source-options';
import { seedCatalogue } from './seeds/catalogue.seed';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config),
        // Schema changes only through migrations, applied before the app takes traffic.
        migrationsRun: true,
        migrationsTransactionMode: 'each',
        retryAttempts: 5,
        retryDelay: 2000,
      }),
    }),
  ],
})
export class DatabaseModule implements OnApplicationBootstrap {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedCatalogue(this.dataSource);
  }
}
