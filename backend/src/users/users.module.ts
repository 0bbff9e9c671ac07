import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PasswordService } from './password.service';
import { StaffAccountsService } from './staff-accounts.service';
import { User } from './user.entity';
import { UserRowReader } from './user-row';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [
    UsersService,
    StaffAccountsService,
    PasswordService,
    // The session store reads the signed-in user with it, without registering the users table itself.
    { provide: UserRowReader, inject: [getRepositoryToken(User)], useFactory: (users: Repository<User>) => new UserRowReader(users) },
  ],
  exports: [UsersService, StaffAccountsService, PasswordService, UserRowReader],
})
export class UsersModule {}
