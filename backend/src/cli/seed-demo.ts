import 'reflect-metadata';
import { PasswordService } from '../users/password.service';
import { loadConfig } from '../config/app-config';
import { exitWithError } from './cli-error';
import { ENTITIES } from '../app/entities';
import { buildDataSourceOptions, createDataSource } from '../database/data-source-options';
import { seedCatalogue } from '../catalogue/catalogue.seed';
import { seedDemo } from '../app/demo/demo.seed';
import { createFileStorage } from '../storage/storage.module';

/**
 * npm run seed:demo            creates the demo client (idempotent) and prints how to sign in
 * RESET_DEMO_PASSWORD=1 npm run seed:demo   gives an existing demo client a new password
 * (an environment variable, because npm keeps `--flags` after `npm run` for itself across workspaces)
 */
async function main(): Promise<void> {
  const resetPassword = process.argv.includes('--reset-password') || ['1', 'true', 'yes'].includes(process.env.RESET_DEMO_PASSWORD ?? '');
  const config = loadConfig();
  const dataSource = createDataSource(buildDataSourceOptions(config, ENTITIES));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await seedCatalogue(dataSource);
    const result = await seedDemo(dataSource, createFileStorage(config), new PasswordService(config), { resetPassword });
    if (result.created) {
      console.log('Demo client created.');
    } else if (result.password) {
      console.log('Demo client already existed; its password has been reset.');
    } else {
      console.log(
        `Demo client "${result.username}" already exists; nothing changed. Run RESET_DEMO_PASSWORD=1 npm run seed:demo for a new password.`,
      );
      return;
    }
    console.log(`  Sign in at: ${config.publicUrl}/auth`);
    console.log(`  Username:   ${result.username}`);
    console.log(`  Password:   ${result.password}`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((err: unknown) => exitWithError(err));
