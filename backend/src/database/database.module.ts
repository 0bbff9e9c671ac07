import { BeforeApplicationShutdown, DynamicModule, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions, createDataSource, EntityList } from './data-source-options';
import { SqliteCheckpointer } from './sqlite-checkpointer';

/** The application's SQLite checkpoints, run off the request path (sqlite-checkpointer.ts); nothing on MariaDB. */
@Injectable()
class SqliteCheckpoints implements OnModuleInit, BeforeApplicationShutdown {
  private readonly checkpointer: SqliteCheckpointer;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.checkpointer = new SqliteCheckpointer(dataSource);
  }

  onModuleInit(): void {
    // Not awaited: until the worker is up, the connection checkpoints by itself as SQLite does by default.
    void this.checkpointer.start();
  }

  /** Before TypeORM closes the connection, so the last connection to close is the application's. */
  beforeApplicationShutdown(): Promise<void> {
    return this.checkpointer.stop();
  }
}

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
      providers: [SqliteCheckpoints],
    };
  }
}
