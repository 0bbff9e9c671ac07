import { Global, Module } from '@nestjs/common';
import type pino from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER, createAppLogger, PinoNestLogger } from './request-logger';

/** The app's one pino logger (APP_LOGGER) and Nest's log over it (PinoNestLogger). */
@Global()
@Module({
  providers: [
    { provide: APP_LOGGER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createAppLogger(config.logLevel, 1, config.logFormat) },
    { provide: PinoNestLogger, inject: [APP_LOGGER], useFactory: (logger: pino.Logger) => new PinoNestLogger(logger) },
  ],
  exports: [APP_LOGGER, PinoNestLogger],
})
export class LoggingModule {}
