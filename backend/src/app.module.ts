import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccountModule } from './account/account.module';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ClientListsModule } from './client-lists/client-lists.module';
import { DocumentsModule } from './documents/documents.module';
import { DomainEventsModule } from './common/events/domain-events';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { rateLimitOptions } from './common/rate-limit/rate-limit';
import { AppConfig } from './config/app-config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoSeedModule } from './database/seeds/demo-seed.module';
import { EmployeesModule } from './employees/employees.module';
import { HealthModule } from './health/health.module';
import { PaymentsModule } from './payments/payments.module';
import { SessionModule } from './session/session.module';
import { StaffModule } from './staff/staff.module';
import { StorageModule } from './storage/storage.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          // Structured request logs: method, path, status, time. Never cookies, auth headers or bodies.
          redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
          serializers: {
            req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
          },
          autoLogging: { ignore: (req: { url?: string }) => req.url === '/api/health' },
        },
      }),
    }),
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: rateLimitOptions }),
    ServeStaticModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const dist = config.frontendDist;
        return [
          {
            rootPath: dist,
            exclude: ['/api/{*path}'],
            // The page router answers every page; this serves only real files of the build.
            renderPath: '/index.html',
            serveStaticOptions: {
              index: false,
              redirect: false,
              fallthrough: true,
              setHeaders: (res, path) => {
                // Hashed asset names change with their content: cache them for a year.
                res.setHeader(
                  'Cache-Control',
                  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
                );
              },
            },
          },
        ];
      },
    }),
    DatabaseModule,
    DomainEventsModule,
    ClientListsModule,
    SessionModule,
    StorageModule,
    UsersModule,
    ActivityModule,
    AuthModule,
    AccountModule,
    HealthModule,
    // Domain modules: add one line each.
    StaffModule,
    DocumentsModule,
    WaitlistModule,
    CatalogueModule,
    SubscriptionsModule,
    PaymentsModule,
    EmployeesModule,
    DemoSeedModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
})
export class AppModule {}
