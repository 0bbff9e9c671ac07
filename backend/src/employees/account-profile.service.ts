import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UsersService } from '../users/users.service';
import { CompanyEmployee } from './company-employee.entity';
import { UserResponseDto } from './dto/user-response.dto';

/** The signed-in user's own account with their employee list, read fresh (see UserResponseDto). */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly users: UsersService,
    @InjectRepository(CompanyEmployee) private readonly employees: Repository<CompanyEmployee>,
  ) {}

  /** Null when the account is gone. Employees in the order they were added, as the profile has always listed them. */
  async of(userId: number): Promise<UserResponseDto | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const employees = await this.employees.find({ where: { userId }, order: { id: 'ASC' } });
    return UserResponseDto.of(user, employees);
  }
}
