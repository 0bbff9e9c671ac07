import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { OwnerScope } from '../common/scope/owner-scope';
import { containsPattern, LIKE_ESCAPE } from '../common/search/contains-pattern';
import { displayName } from './display-name';
import { User } from './user.entity';
import { UserRowReader } from './user-row';
import { canonicalUsername } from './username';

const SEARCHED_COLUMNS = ['firstName', 'lastName', 'username', 'email', 'company'] as const;

/** What a page of users is narrowed by, besides the caller's scope. */
export interface UserPageFilter {
  /** Every word (up to five) must match part of a name, the username, the email or the company. */
  q?: string;
  profileComplete?: boolean;
  /** Conditions other domains own (an active subscription, an open request), on the user's id column. */
  narrow?: (qb: SelectQueryBuilder<User>, idColumn: string) => void;
}

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
   * The signed-in user when the session store did not bring it along (see TypeormSessionStore):
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

  /** The user with this id if `scope` admits them (e.g. a client a staff member may see), else null. */
  findInScope(id: number, scope: OwnerScope): Promise<User | null> {
    const qb = this.users.createQueryBuilder('u').where('u.id = :clientId', { clientId: id });
    scope(qb, 'u', 'u.id');
    return qb.getOne();
  }

  /** One page of the users `scope` admits, newest first, with the total for the pager. */
  findPage(scope: OwnerScope, filter: UserPageFilter, page: { limit: number; offset: number }): Promise<[User[], number]> {
    const qb = this.users.createQueryBuilder('u');
    scope(qb, 'u', 'u.id');

    // Every word must match some field, so "thandi nkosi" finds Thandi Nkosi across two columns.
    const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
    words.forEach((word, i) => {
      qb.andWhere(
        new Brackets((or) => {
          for (const col of SEARCHED_COLUMNS)
            or.orWhere(`LOWER(u.${col}) LIKE :word${i} ${LIKE_ESCAPE}`, { [`word${i}`]: containsPattern(word) });
        }),
      );
    });

    if (filter.profileComplete !== undefined)
      qb.andWhere('u.isProfileComplete = :profileComplete', { profileComplete: filter.profileComplete });
    filter.narrow?.(qb, 'u.id');

    return qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC').take(page.limit).skip(page.offset).getManyAndCount();
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
