import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type pino from 'pino';
import { AppModule } from './app.module';
import { APP_LOGGER, PinoNestLogger, requestLogMiddleware } from './common/logging/request-logger';
import { crossOriginProtection } from './common/middleware/cross-origin-protection';
import { refuseHostileBodies } from './common/middleware/hostile-body';
import { privateApiResponses } from './common/middleware/private-responses';
import { applyServerLimits } from './common/http/server-limits';
import { shareEventLoopTurns } from './common/http/turn-budget';
import { refuseUnknownApiMethods } from './common/middleware/api-methods';
import { AppValidationPipe } from './common/validation/app-validation.pipe';
import { AppConfig, publicFirmSettings } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { mountApiReference } from './openapi/api-reference';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { sessionLayer } from './session/session-middleware';
import { TypeormSessionStore } from './session/typeorm-session.store';
import { FrontendBuild } from './spa/route-manifest';
import { pageRouter } from './spa/page-router.middleware';

/** JSON bodies larger than this are refused with 413; uploads are multipart and limited separately. */
const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the fully configured application; main.ts and the test suites share it so tests run the
 * same middleware, security headers and routing as production. `renderPagesAtStart` (main.ts)
 * renders the public pages with the firm settings right away, so the first visitor does not wait
 * for it; the API suites boot the app many times and rarely ask for a page, so there the pages
 * render at the first page request.
 */
export async function createApp(opts: { renderPagesAtStart?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app, opts);
  await app.init();
  return app;
}

export function configureApp(app: NestExpressApplication, opts: { renderPagesAtStart?: boolean } = {}): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(PinoNestLogger));
  // First, so a request's time covers every layer; one line per /api request (request-logger.ts).
  app.use(requestLogMiddleware(app.get<pino.Logger>(APP_LOGGER)));
  // Then a saturated server still accepts new connections promptly (turn-budget.ts).
  app.use(shareEventLoopTurns(config.http.turnBudgetMs));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  applyServerLimits(app.getHttpServer(), config.http);

  const publicIsHttps = config.publicUrl.startsWith('https://');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // styled-components injects <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(publicIsHttps ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: publicIsHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((_req: unknown, res: { setHeader: (k: string, v: string) => void }, next: () => void) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    next();
  });

  // Pages, scripts and JSON travel gzipped: it matters most on a slow phone connection.
  app.use(compression());
  app.use(privateApiResponses());
  app.use(refuseUnknownApiMethods());

  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  // Prototype keys and lone surrogates are refused before any DTO, pipe or guard copies the body.
  app.use(refuseHostileBodies());

  app.use(crossOriginProtection([config.publicUrl]));

  for (const warning of proxyWarnings(config)) new NestLogger('Bootstrap').warn(warning);
  if (publicIsHttps && !config.trustProxy) {
    // Browsers reach the app only through PUBLIC_URL, which is https, so every browser request
    // travelled over TLS even though a proxy without TRUST_PROXY hides that from Express.
    app.use((req: Request, _res: Response, next: NextFunction) => {
      Object.defineProperty(req, 'secure', { value: true, configurable: true });
      next();
    });
  }

  // The session: a signed cookie, one statement per request for the session with its user, and the
  // row written only when it changed (session-middleware.ts). Only requests that can read or start
  // a session go through it (session-scope.ts).
  const sessionLogger = new NestLogger('Sessions');
  app.use(
    sessionLayer((app.getHttpAdapter().getInstance() as Express).request, {
      store: app.get(TypeormSessionStore),
      secret: config.session.secret,
      alwaysSecure: publicIsHttps,
      onError: (err) => sessionLogger.error(`Writing a session at the end of a request failed: ${String(err)}`),
    }),
  );

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new AppValidationPipe());

  // The OpenAPI document at /api/docs-json (and -yaml); the reference page that reads it is Redoc's (api-reference.ts).
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, config.publicUrl), {
    jsonDocumentUrl: 'api/docs-json',
    swaggerUiEnabled: false,
  });
  mountApiReference(app);

  const build = FrontendBuild.load(config.frontendDist, config.publicUrl, publicFirmSettings(config));
  // A failed render is logged and answered by the page router at each page request.
  if (opts.renderPagesAtStart) build?.ready().catch(() => undefined);
  app.use(pageRouter(build));
}

/**
 * Boot warnings about the proxy setting. With PUBLIC_URL on https and no TRUST_PROXY, the app
 * cannot see a request's scheme or the client's address (every visitor looks like the proxy, so
 * per-IP limits count everyone together); with TRUST_PROXY=true any client can claim any address.
 */
export function proxyWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.publicUrl.startsWith('https://') && !config.trustProxy) {
    warnings.push(
      'PUBLIC_URL is https but TRUST_PROXY is not set: the request scheme and client addresses are unknowable behind the proxy. ' +
        'Session cookies are marked Secure anyway; set TRUST_PROXY to the proxy hop count (e.g. 1) so per-IP limits see real client addresses.',
    );
  }
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop, so clients can choose their own address; prefer a hop count such as 1.',
    );
  }
  return warnings;
}
