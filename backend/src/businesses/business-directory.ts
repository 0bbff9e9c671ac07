import { Brackets, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { OwnerScope } from '../common/scope/owner-scope';
import { containsPattern, LIKE_ESCAPE } from '../common/search/contains-pattern';
import type { User } from '../users/user.entity';
import { BusinessMember } from './business-member.entity';
import { ClientBusiness } from './client-business.entity';

/** The people's fields a search word may match, beside the business's name. */
const PERSON_COLUMNS = ['firstName', 'lastName', 'username', 'email'] as const;

export interface BusinessPageFilter {
  /** Words, each of which must match the business's name or a name or email of one of its people. */
  q?: string;
  /** The company profile (still kept on the owners' accounts): true when an owner's is complete. */
  profileComplete?: boolean;
  /** Further conditions on the business column (`b.id`), from the domains that own the rows. */
  narrow?: (qb: SelectQueryBuilder<ClientBusiness>, businessColumn: string) => void;
  /**
   * More places a search word may match, from the domains that own them: an SQL condition on the
   * business column, the word's pattern bound as `:param` (open invitations, for one).
   */
  alsoMatch?: (qb: SelectQueryBuilder<ClientBusiness>, businessColumn: string, param: string) => string;
}

/**
 * One page of the client businesses `scope` admits, newest first, with the total for the pager: the
 * staff client list. A plain function over the entity manager, like usersWithTotp, so the staff
 * console can ask it without another provider.
 */
export function findBusinessPage(
  db: Pick<EntityManager, 'getRepository'>,
  scope: OwnerScope,
  filter: BusinessPageFilter,
  page: { limit: number; offset: number },
): Promise<[ClientBusiness[], number]> {
  const qb = db.getRepository(ClientBusiness).createQueryBuilder('b');
  scope(qb, 'b.id');

  // Every word must match something, so "thandi catering" finds Nkosi Catering by its owner's name.
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  words.forEach((word, i) => {
    const param = `word${i}`;
    const person = qb
      .subQuery()
      .select('1')
      .from(BusinessMember, `sm${i}`)
      .innerJoin(`sm${i}.user`, `su${i}`)
      .where(`sm${i}.businessId = b.id`)
      .andWhere(
        new Brackets((or) => {
          for (const col of PERSON_COLUMNS) or.orWhere(`LOWER(su${i}.${col}) LIKE :${param} ${LIKE_ESCAPE}`);
        }),
      )
      .getQuery();
    qb.andWhere(
      new Brackets((or) => {
        or.where(`LOWER(b.name) LIKE :${param} ${LIKE_ESCAPE}`).orWhere(`EXISTS ${person}`);
        if (filter.alsoMatch) or.orWhere(filter.alsoMatch(qb, 'b.id', param));
      }),
      { [param]: containsPattern(word) },
    );
  });

  if (filter.profileComplete !== undefined) {
    const complete = qb
      .subQuery()
      .select('1')
      .from(BusinessMember, 'pm')
      .innerJoin('pm.user', 'pu')
      .where('pm.businessId = b.id')
      .andWhere("pm.role = 'owner'")
      .andWhere('pu.isProfileComplete = :profileComplete')
      .getQuery();
    qb.andWhere(`${filter.profileComplete ? '' : 'NOT '}EXISTS ${complete}`, { profileComplete: true });
  }
  filter.narrow?.(qb, 'b.id');

  return qb.orderBy('b.createdAt', 'DESC').addOrderBy('b.id', 'DESC').take(page.limit).skip(page.offset).getManyAndCount();
}

/**
 * Who stands for each business in the list and on the client page: the owner who joined first
 * (a business keeps an owner once it has one), else its first member. A business staff onboarded
 * has nobody until its owner accepts, and is absent from the map.
 */
export async function primaryPeopleOf(db: Pick<EntityManager, 'getRepository'>, businessIds: number[]): Promise<Map<number, User>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db.getRepository(BusinessMember).find({
    where: { businessId: In(businessIds) },
    relations: { user: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const out = new Map<number, User>();
  for (const row of [...rows.filter((r) => r.role === 'owner'), ...rows.filter((r) => r.role !== 'owner')]) {
    if (row.user && !out.has(row.businessId)) out.set(row.businessId, row.user);
  }
  return out;
}
