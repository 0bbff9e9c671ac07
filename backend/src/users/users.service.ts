import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** The user with their company employees, as GET /api/user answers. */
  findWithEmployees(id: number): Promise<User | null> {
    return this.users.findOne({
      where: { id },
      relations: { companyEmployees: true },
      order: { companyEmployees: { id: 'ASC' } },
    });
  }

  /** Usernames and emails are matched without regard to case, on SQLite and MySQL alike. */
  findByUsername(username: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: username.trim().toLowerCase() }).getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('LOWER(u.email) = :e', { e: email.trim().toLowerCase() }).getOne();
  }
}
