import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffAccountsService } from './staff-accounts.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, StaffAccountsService],
  exports: [UsersService, StaffAccountsService],
})
export class UsersModule {}
