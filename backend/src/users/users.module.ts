import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordService } from './password.service';
import { StaffAccountsService } from './staff-accounts.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, StaffAccountsService, PasswordService],
  exports: [UsersService, StaffAccountsService, PasswordService],
})
export class UsersModule {}
