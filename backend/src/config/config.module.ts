import { Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';
import { FIRM_DETAILS } from './firm-details';

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({
  providers: [
    { provide: APP_CONFIG, useFactory: (): AppConfig => loadConfig() },
    { provide: FIRM_DETAILS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.firm },
  ],
  exports: [APP_CONFIG, FIRM_DETAILS],
})
export class ConfigModule {}
