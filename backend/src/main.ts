import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError } from './config/app-config';
import { createApp } from './app.setup';
import { APP_CONFIG } from './config/config.module';
import type { AppConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  const app = await createApp({ renderPagesAtStart: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(`Listening on ${config.publicUrl} (database: ${config.db.type}, storage: ${config.storage.driver})`);
}

bootstrap().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
