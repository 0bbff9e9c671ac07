// Baseline: one Nest (Express) controller and nothing else, to show what the framework itself costs.
// LAYERS=helmet,compression,logger adds, in front of the same route, the middleware the product
// runs on every request, configured as the app configures it, so the report can show what each
// layer costs on this machine (the app's own figures are read against these).
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKEND_DIST } from '../lib/processes.mjs';

const layers = new Set((process.env.LAYERS ?? '').split(',').filter(Boolean));

class HelloController {
  hello() {
    return { ok: true, items: [1, 2, 3] };
  }
}
Controller('api/hello')(HelloController);
Get()(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));

const imports = [];
let PinoLogger;
let requestLog;
if (layers.has('logger')) {
  // The app's own logger and request log (backend/src/common/logging/request-logger.ts), writing
  // every request's line at info level as production does, to /dev/null instead of stdout.
  const { createAppLogger, PinoNestLogger, requestLogMiddleware } = await import(
    pathToFileURL(resolve(BACKEND_DIST, 'common/logging/request-logger.js')).href
  );
  const logger = createAppLogger('info', '/dev/null');
  PinoLogger = new PinoNestLogger(logger);
  requestLog = requestLogMiddleware(logger);
}
class AppModule {}
Module({ imports, controllers: [HelloController] })(AppModule);

const app = await NestFactory.create(AppModule, { logger: false });
if (PinoLogger) app.useLogger(PinoLogger);
if (requestLog) app.use(requestLog);
if (layers.has('helmet')) app.use((await import('helmet')).default());
if (layers.has('compression')) app.use((await import('compression')).default());
await app.listen(Number(process.env.PORT), '127.0.0.1');
console.log('ready');
