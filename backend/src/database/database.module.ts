import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions, createDataSource, EntityList } from './data-source-options';
import { SqliteCheckpointer } from './sqlite-checkpointer';

/**
 * The connection, with migrations applied before the app takes traffic. The entity list comes
 * from the composition root (app/entities.ts) so this platform module imports no domain; each
 * domain seeds its own reference data (the catalogue does at start).
 */
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            ...buildDataSourceOptions(config, entities),
            // Schema changes only through migrations, applied before the app takes traffic.
            migrationsRun: true,
            migrationsTransactionMode: 'each',
            retryAttempts: 5,
            retryDelay: 2000,
          }),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('TypeORM gave the data source factory no options');
            return createDataSource(options).initialize();
          },
        }),
      ],
      // The application's SQLite checkpoints, off the request path (sqlite-checkpointer.ts).
      providers: [SqliteCheckpointer],
    };
  }
}
