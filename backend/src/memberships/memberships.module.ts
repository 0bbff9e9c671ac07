import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessInvitation } from './business-invitation.entity';
import { AccessModule } from '../access/access.module';
import { ActivityModule } from '../activity/activity.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { BusinessInvitationsController, InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { BusinessesController, SessionBusinessController } from './memberships.controller';
import { UsersModule } from '../users/users.module';
import { MembershipsService } from './memberships.service';
import { OnboardingService } from './staff/onboarding.service';
import { StaffOnboardingController } from './staff/staff-onboarding.controller';
import { WaitlistModule } from '../waitlist/waitlist.module';

/** The people of a client business, invitations, and the business a session acts for (docs/client-businesses.md). */
@Module({
  imports: [BusinessesModule, AccessModule, ActivityModule, UsersModule, WaitlistModule, TypeOrmModule.forFeature([BusinessInvitation])],
  controllers: [
    BusinessesController,
    SessionBusinessController,
    BusinessInvitationsController,
    InvitationsController,
    StaffOnboardingController,
  ],
  providers: [MembershipsService, InvitationsService, OnboardingService],
  exports: [InvitationsService],
})
export class MembershipsModule {}
