import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessMember } from './business-member.entity';
import { BusinessesService } from './businesses.service';
import { ClientBusiness } from './client-business.entity';

/** Client businesses and their members: the model every client-side ownership check rests on. */
@Module({
  imports: [TypeOrmModule.forFeature([ClientBusiness, BusinessMember])],
  providers: [BusinessesService],
  exports: [BusinessesService],
})
export class BusinessesModule {}
