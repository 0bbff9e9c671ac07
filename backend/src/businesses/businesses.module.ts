import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessProfileService } from './business-profile.service';
import { BusinessMember } from './business-member.entity';
import { BusinessesService } from './businesses.service';
import { ClientBusiness } from './client-business.entity';

/** Client businesses and their members: the model every client-side ownership check rests on. */
@Module({
  imports: [TypeOrmModule.forFeature([ClientBusiness, BusinessMember])],
  providers: [BusinessesService, BusinessProfileService],
  exports: [BusinessesService, BusinessProfileService],
})
export class BusinessesModule {}
