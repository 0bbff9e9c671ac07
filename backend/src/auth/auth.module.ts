import { BusinessesModule } from '../businesses/businesses.module';
import { MembershipsModule } from '../memberships/memberships.module';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { EmployeesModule } from '../employees/employees.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { SignInStepsController } from './sign-in-steps.controller';
import { UsersModule } from '../users/users.module';
import { SessionModule } from '../session/session.module';
import { ActivityModule } from '../activity/activity.module';

/**
 * Registration, sign-in (the password, then the second step), sign-out and the password reset
 * (docs/auth-and-accounts.md). Above account-security, whose rules the sign-in routes apply.
 */
@Module({
  imports: [
    BusinessesModule,
    MembershipsModule,
    UsersModule,
    SessionModule,
    ActivityModule,
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([PasswordResetToken]),
    AccountSecurityModule,
    EmployeesModule,
  ],
  controllers: [AuthController, SignInStepsController, PasswordResetController],
  providers: [AuthService, LocalStrategy, LoginThrottleService, PasswordResetService],
  exports: [AuthService],
})
export class AuthModule {}
