import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSecurityModule } from '../account-security/account-security.module';
import { EmployeesModule } from '../employees/employees.module';
import { User } from '../users/user.entity';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [AccountSecurityModule, EmployeesModule, TypeOrmModule.forFeature([User])],
  controllers: [AccountController],
  providers: [AccountService],
  exports: [AccountService],
})
export class AccountModule {}
