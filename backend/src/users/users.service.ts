import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';
import { canonicalUsername } from './username';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /**
   * The signed-in user, read on every request: one plain statement (prepared once on SQLite) and
   * column-by-column hydration, the same conversions findOne applies without building a query
   * each time, which cost more than the rest of a cached list request together.
   */
  async findForSession(id: number): Promise<User | null> {
    const rows = (await this.users.query('SELECT * FROM users WHERE id = ?', [id])) as Array<Record<string, unknown>>;
    if (rows.length === 0) return null;
    const driver = this.users.manager.connection.driver;
    const user = this.users.create();
    for (const column of this.users.metadata.columns) {
      Object.assign(user, { [column.propertyName]: driver.prepareHydratedValue(rows[0][column.databaseName], column) });
    }
    return user;
  }

  /** The user with their company employees, as GET /api/user answers. */
  findWithEmployees(id: number): Promise<User | null> {
    return this.users.findOne({
      where: { id },
      relations: { companyEmployees: true },
      order: { companyEmployees: { id: 'ASC' } },
    });
  }

  /**
   * Usernames and emails are matched without regard to ASCII case and otherwise byte for byte, on
   * SQLite and MySQL alike (the columns use a binary collation on MySQL), so "dèmo" is not "demo".
   * A text that could never be a username finds nobody.
   */
  findByUsername(username: string): Promise<User | null> {
    const canonical = canonicalUsername(username);
    if (canonical === null) return Promise.resolve(null);
    return this.users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: canonical }).getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('LOWER(u.email) = :e', { e: email.trim().toLowerCase() }).getOne();
  }
}
