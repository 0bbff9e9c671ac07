import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ActivityModule } from '../activity/activity.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { BusinessesController, SessionBusinessController } from './memberships.controller';
import { MembershipsService } from './memberships.service';

/** The people of a client business and the business a session acts for (docs/client-businesses.md). */
@Module({
  imports: [BusinessesModule, AccessModule, ActivityModule],
  controllers: [BusinessesController, SessionBusinessController],
  providers: [MembershipsService],
})
export class MembershipsModule {}
