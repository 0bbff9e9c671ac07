import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessesModule } from '../businesses/businesses.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { BusinessPeople } from './business-people';
import { ClientAccessService } from './client-access.service';
import { ClientAssignment } from './client-assignment.entity';
import { CurrentBusinessResolver } from './current-business.resolver';

/**
 * Who may act on a client's data: the staff scope (roles and assignments), the client roles and
 * their capabilities, and the one guard behind `@Access`. The only module that registers
 * ClientAssignment. Domain modules import it for ClientAccessService; the guard is registered
 * here for the whole app, so any app that has a controller needing access rules has the guard too.
 * docs/security.md ("Access") explains the rules.
 */
@Module({
  imports: [UsersModule, BusinessesModule, TypeOrmModule.forFeature([ClientAssignment])],
  providers: [ClientAccessService, CurrentBusinessResolver, BusinessPeople, AccessGuard, { provide: APP_GUARD, useExisting: AccessGuard }],
  // TypeOrmModule: the staff team screens still read and write assignments directly, until they
  // move behind ClientAccessService (docs/security.md, "Access").
  exports: [ClientAccessService, CurrentBusinessResolver, BusinessPeople, TypeOrmModule],
})
export class AccessModule {}
