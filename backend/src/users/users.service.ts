import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { displayName } from './display-name';
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

  /** An unsaved user built from `fields` (the entity's defaults applied), e.g. to judge it before saving. */
  build(fields: Partial<User>): User {
    return this.users.create(fields);
  }

  /**
   * Saves a new user inside the caller's write transaction (database/write-transaction.ts). The row is
   * built here, from plain fields, so a transaction run again after a deadlock does not reuse the
   * first try's entity and id.
   */
  insertIn(m: EntityManager, fields: Partial<User>): Promise<User> {
    const repo = m.getRepository(User);
    return repo.save(repo.create(fields));
  }

  /** Writes these columns of one user; inside the caller's transaction when `m` is given. */
  async updateColumns(id: number, columns: Partial<User>, m?: EntityManager): Promise<void> {
    await (m ? m.getRepository(User) : this.users).update({ id }, columns);
  }

  /** Deletes the user row inside the caller's transaction (what cascades with it: docs/decisions/0008-account-deletion.md). */
  async deleteIn(m: EntityManager, id: number): Promise<void> {
    await m.getRepository(User).delete({ id });
  }

  /**
   * A user by id for the sign-in steps (the session middleware reads its user in its own statement):
   * one plain statement and column-by-column hydration (UserRowReader).
   */
  async findForSession(id: number): Promise<User | null> {
    const rows = (await this.users.query(`SELECT ${this.rowReader.selectList} FROM users u WHERE u.id = ?`, [id])) as Array<
      Record<string, unknown>
    >;
    return rows.length === 0 ? null : this.rowReader.hydrate(rows[0]);
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

  /** Display names of users by id (reviewers, authors), for answers that name who did something. */
  async displayNames(ids: Iterable<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.users.find({
      where: { id: In(wanted) },
      select: { id: true, username: true, firstName: true, lastName: true },
    });
    return new Map(rows.map((u) => [u.id, displayName(u)]));
  }
}
