import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';
import { UserRowReader } from './user-row';
import { canonicalUsername } from './username';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {
    this.rowReader = new UserRowReader(users);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** For a user known to exist (just written): a missing one is a server error, not a 404. */
  findByIdOrFail(id: number): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  private readonly rowReader: UserRowReader;

  /**
   * The signed-in user when the session store did not bring it along (see TypeormSessionStore):
   * one plain statement and column-by-column hydration (UserRowReader).
   */
  async findForSession(id: number): Promise<User | null> {
    const rows = (await this.users.query(`SELECT ${this.rowReader.selectList} FROM users u WHERE u.id = ?`, [id])) as Array<
      Record<string, unknown>
    >;
    return rows.length === 0 ? null : this.rowReader.hydrate(rows[0]);
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
