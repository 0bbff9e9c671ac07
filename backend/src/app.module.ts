import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { MembershipsModule } from './memberships/memberships.module';
import { AccountSecurityModule } from './account-security/account-security.module';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ClientListsModule } from './client-lists/client-lists.module';
import { DocumentsModule } from './documents/documents.module';
import { DomainEventsModule } from './common/events/domain-events';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { LoggingModule } from './common/logging/logging.module';
import { rateLimitOptions } from './common/rate-limit/rate-limit';
import { COUNTER_STORE } from './common/rate-limit/counter-store';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { AppConfig } from './config/app-config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './app/entities';
import { DemoSeedModule } from './app/demo/demo-seed.module';
import { EmployeesModule } from './employees/employees.module';
import { ComplianceModule } from './compliance/compliance.module';
import { HealthModule } from './health/health.module';
import { SessionModule } from './session/session.module';
import { StaffModule } from './staff/staff.module';
import { StorageModule } from './storage/storage.module';
import { UsersModule } from './users/users.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { MailModule } from './mail/mail.module';
import { BillingModule } from './billing/billing.module';
import { EngagementModule } from './engagement/engagement.module';
import { OverviewModule } from './overview/overview.module';
import { MessagesModule } from './messages/messages.module';
import { WorkModule } from './work/work.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PrivacyModule } from './privacy/privacy.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    ThrottlerModule.forRootAsync({ imports: [RateLimitModule], inject: [APP_CONFIG, COUNTER_STORE], useFactory: rateLimitOptions }),
    ServeStaticModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const dist = config.frontendDist;
        return [
          {
            rootPath: dist,
            // server/ holds the SSR bundle the pages are rendered from at start (spa/route-manifest.ts): never served.
            exclude: ['/api/{*path}', '/server/{*path}'],
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
    DatabaseModule.forRoot(ENTITIES),
    DomainEventsModule,
    ClientListsModule,
    SessionModule,
    StorageModule,
    UsersModule,
    // Registers the one access guard for every route (docs/security.md, "Access").
    AccessModule,
    ActivityModule,
    AuthModule,
    AccountModule,
    MembershipsModule,
    HealthModule,
    // Domain modules: add one line each.
    StaffModule,
    DocumentsModule,
    WaitlistModule,
    CatalogueModule,
    EmployeesModule,
    ComplianceModule,
    DemoSeedModule,
    AccountSecurityModule,
    MailModule,
    BillingModule,
    EngagementModule,
    RateLimitModule,
    OverviewModule,
    MessagesModule,
    WorkModule,
    NotificationsModule,
    PrivacyModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
})
export class AppModule {}
