import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { AppModule } from './app.module';
import { SESSION_COOKIE } from './auth/session-cookie';
import { crossOriginProtection } from './common/middleware/cross-origin-protection';
import { refuseHostileBodies } from './common/middleware/hostile-body';
import { AppValidationPipe } from './common/validation/app-validation.pipe';
import { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { TypeormSessionStore } from './session/typeorm-session.store';
import { FrontendBuild } from './spa/route-manifest';
import { pageRouter } from './spa/page-router.middleware';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

function needsSession(req: Request): boolean {
  return (req.method !== 'GET' && req.method !== 'HEAD') || SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '');
}

/** JSON bodies larger than this are refused with 413; uploads are multipart and limited separately. */
const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the fully configured application; main.ts and the test suites share it so tests run the
 * same middleware, security headers and routing as production.
 */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app);
  await app.init();
  return app;
}

export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.enableShutdownHooks();

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

  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  // Prototype keys and lone surrogates are refused before any DTO, pipe or guard copies the body.
  app.use(refuseHostileBodies());

  app.use(crossOriginProtection([config.publicUrl]));

  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store: app.get(TypeormSessionStore),
    resave: false,
    saveUninitialized: false,
    // Every response pushes the idle deadline forward; the store caps the absolute lifetime.
    rolling: true,
    proxy: Boolean(config.trustProxy),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: '/',
      maxAge: config.session.idleMinutes * 60_000,
    },
  });
  const passportSession = passport.session();
  // A read without a session cookie has no session to load and cannot start one (only sign-in and
  // registration do, and they are POSTs): skip the session machinery, which otherwise mints and
  // hashes a throwaway session id for every public page, asset and catalogue request.
  app.use((req: Request, res: Response, next: NextFunction) => (needsSession(req) ? sessions(req, res, next) : next()));
  app.use(passport.initialize());
  app.use((req: Request, res: Response, next: NextFunction) => (req.session ? passportSession(req, res, next) : next()));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new AppValidationPipe());

  const openApi = new DocumentBuilder()
    .setTitle('Client portal API')
    .setDescription('The JSON API of the public website and client portal. Sessions are cookie based: sign in with POST /api/login.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs-json' });

  app.use(pageRouter(FrontendBuild.load(config.frontendDist)));
}
