import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { buildDataSourceOptions, createDataSource } from './data-source-options';
import { revertLastMigration } from './revert-migration';

/**
 * Operator commands for the schema: `run` applies pending migrations (the server also does it at
 * start), `revert` undoes the latest one, `show` lists what is applied and pending.
 * Usage: node dist/database/cli.js run|revert|show
 */
async function main(command: string | undefined): Promise<void> {
  // Migrations are plain SQL steps: no entity needs mapping, so the database layer names no domain.
  const dataSource = createDataSource(buildDataSourceOptions(loadConfig(), []));
  await dataSource.initialize();
  try {
    switch (command) {
      case 'run': {
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Nothing to apply.');
        break;
      }
      case 'revert':
        await revertLastMigration(dataSource);
        console.log('Reverted the latest migration.');
        break;
      case 'show': {
        const pending = await dataSource.showMigrations();
        console.log(pending ? 'There are pending migrations.' : 'The schema is up to date.');
        break;
      }
      default:
        console.error('Usage: node dist/database/cli.js run|revert|show');
        process.exitCode = 2;
    }
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
