import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { runWriteTransaction } from '../database/write-transaction';
import type { OwnerScope } from '../common/scope/owner-scope';
import type { User } from '../users/user.entity';
import { BusinessMember } from './business-member.entity';
import type { BusinessContext } from './business-context';
import { isClientRole, type ClientRole } from './business-roles';
import { ClientBusiness } from './client-business.entity';

export const BUSINESS_NOT_FOUND = 'Business not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const LAST_OWNER = 'A business must keep at least one owner: make someone else an owner first';

/** The longest business name stored (the column's length). */
export const BUSINESS_NAME_MAX = 200;

/** What a business is called when nobody has named it: the company, else the person's name, else their username. */
export function defaultBusinessName(person: Pick<User, 'firstName' | 'lastName' | 'username'> & { company: string | null }): string {
  const company = person.company?.trim();
  if (company) return company.slice(0, BUSINESS_NAME_MAX);
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (name || person.username).slice(0, BUSINESS_NAME_MAX);
}

/** One business a person belongs to. */
export interface Membership extends BusinessContext {
  readonly joinedAt: Date;
}

/**
 * Client businesses and who acts for them (docs/client-businesses.md). The one home of the
 * membership rules: a person belongs to a business only through a row here, and a business keeps
 * at least one owner whatever happens to its members.
 */
@Injectable()
export class BusinessesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A new business with `owner` as its one owner and the company `profile` columns given, inside
   * the caller's transaction (ids: see BUSINESS_ID_FOLLOWS_OWNER). Named `companyName` when one is
   * given, else after the owner, marked as such so the company profile still asks for a name.
   */
  async createWithOwner(
    m: EntityManager,
    owner: Pick<User, 'id' | 'firstName' | 'lastName' | 'username'>,
    companyName: string | null,
    profile: Partial<ClientBusiness> = {},
  ): Promise<ClientBusiness> {
    const named = Boolean(companyName?.trim());
    const fields = { ...profile, name: defaultBusinessName({ ...owner, company: companyName }), nameFromOwner: !named };
    const business = await m.getRepository(ClientBusiness).save(m.getRepository(ClientBusiness).create(fields));
    await m.getRepository(BusinessMember).insert({ businessId: business.id, userId: owner.id, role: 'owner' });
    return business;
  }

  /**
   * A new business with no member yet, inside the caller's transaction: the firm's staff onboarding
   * a client, whose first owner joins by accepting an invitation.
   */
  async createIn(m: EntityManager, name: string): Promise<ClientBusiness> {
    const repo = m.getRepository(ClientBusiness);
    return repo.save(repo.create({ name: name.slice(0, BUSINESS_NAME_MAX) }));
  }

  /** Every business the person belongs to, the earliest joined first. */
  async membershipsOf(userId: number, m: EntityManager = this.dataSource.manager): Promise<Membership[]> {
    const rows = await m
      .getRepository(BusinessMember)
      .createQueryBuilder('bm')
      .innerJoin(ClientBusiness, 'b', 'b.id = bm.businessId')
      .select(['bm.businessId AS id', 'b.name AS name', 'bm.role AS role', 'bm.createdAt AS joinedAt', 'b.listsVersion AS listsVersion'])
      .where('bm.userId = :userId', { userId })
      .orderBy('bm.createdAt', 'ASC')
      .addOrderBy('bm.id', 'ASC')
      .getRawMany<{ id: number | string; name: string; role: string; joinedAt: Date | string; listsVersion: string | null }>();
    return rows.flatMap((r) =>
      isClientRole(r.role)
        ? [{ id: Number(r.id), name: r.name, role: r.role, joinedAt: new Date(r.joinedAt), listsVersion: r.listsVersion ?? null }]
        : [],
    );
  }

  /** The person's place in one business, or null when they are not a member. */
  async membershipOf(businessId: number, userId: number): Promise<BusinessContext | null> {
    const memberships = await this.membershipsOf(userId);
    return memberships.find((b) => b.id === businessId) ?? null;
  }

  /** The business a person acts for when they have not picked one: the one they joined first. */
  async defaultFor(userId: number): Promise<BusinessContext | null> {
    const [first] = await this.membershipsOf(userId);
    return first ?? null;
  }

  /** A business by id, or 404. */
  async get(businessId: number): Promise<ClientBusiness> {
    const business = await this.dataSource.getRepository(ClientBusiness).findOneBy({ id: businessId });
    if (!business) throw new NotFoundError('business.not_found', BUSINESS_NOT_FOUND);
    return business;
  }

  /** The members of a business holding one of `roles`, with their accounts (mail recipients: access/business-people.ts). */
  async membersWithRole(businessId: number, roles: readonly ClientRole[], m: EntityManager = this.dataSource.manager): Promise<User[]> {
    if (roles.length === 0) return [];
    const rows = await m.getRepository(BusinessMember).find({
      where: roles.map((role) => ({ businessId, role })),
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.flatMap((r) => (r.user ? [r.user] : []));
  }

  /** The members of a business with their accounts, owners first, then by when they joined. */
  async membersOf(businessId: number): Promise<Array<BusinessMember & { user: User }>> {
    const rows = await this.dataSource.getRepository(BusinessMember).find({
      where: { businessId },
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const members = rows.filter((r): r is BusinessMember & { user: User } => r.user !== undefined);
    return [...members.filter((r) => r.role === 'owner'), ...members.filter((r) => r.role !== 'owner')];
  }

  /**
   * People who joined a business `scope` admits since `since` (a sign-up makes its owner one, an
   * accepted invitation another), newest first, at most `limit`, with how many in all. Each row
   * carries the person and the business.
   */
  async membersJoinedSince(
    scope: OwnerScope,
    since: Date,
    limit: number,
  ): Promise<[Array<BusinessMember & { user: User; business: ClientBusiness }>, number]> {
    const qb = this.dataSource
      .getRepository(BusinessMember)
      .createQueryBuilder('bm')
      .innerJoinAndSelect('bm.user', 'u')
      .innerJoinAndSelect('bm.business', 'b')
      .where('bm.createdAt >= :since', { since });
    scope(qb, 'bm.businessId');
    const [rows, total] = await qb.orderBy('bm.createdAt', 'DESC').addOrderBy('bm.id', 'DESC').take(limit).getManyAndCount();
    return [rows.filter((r): r is BusinessMember & { user: User; business: ClientBusiness } => !!r.user && !!r.business), total];
  }

  /** Gives a member another role; refuses to leave the business without an owner (409). */
  async changeRole(businessId: number, userId: number, role: ClientRole): Promise<BusinessMember> {
    return runWriteTransaction(this.dataSource, async (m) => {
      const member = await this.lockedMember(m, businessId, userId);
      if (member.role === 'owner' && role !== 'owner') await this.assertAnotherOwner(m, businessId, userId);
      await m.getRepository(BusinessMember).update({ id: member.id }, { role });
      return { ...member, role };
    });
  }

  /** Ends a membership (removal by an owner, or leaving); the last owner cannot go (409). */
  async removeMember(businessId: number, userId: number): Promise<void> {
    await runWriteTransaction(this.dataSource, async (m) => {
      const member = await this.lockedMember(m, businessId, userId);
      if (member.role === 'owner') await this.assertAnotherOwner(m, businessId, userId);
      await m.getRepository(BusinessMember).delete({ id: member.id });
    });
  }

  /**
   * The businesses in which this person is the only owner: closing their account closes these
   * too (docs/client-businesses.md, "Accounts").
   */
  async solelyOwnedBy(userId: number, m: EntityManager = this.dataSource.manager): Promise<number[]> {
    const owned = (await this.membershipsOf(userId, m)).filter((b) => b.role === 'owner').map((b) => b.id);
    const sole: number[] = [];
    for (const businessId of owned) {
      const owners = await m.getRepository(BusinessMember).countBy({ businessId, role: 'owner' });
      if (owners === 1) sole.push(businessId);
    }
    return sole;
  }

  /** Deletes businesses (their memberships go with them), inside the caller's transaction. */
  async deleteIn(m: EntityManager, businessIds: readonly number[]): Promise<void> {
    if (businessIds.length === 0) return;
    await m.getRepository(BusinessMember).delete(businessIds.map((businessId) => ({ businessId })));
    await m.getRepository(ClientBusiness).delete([...businessIds]);
  }

  /**
   * Locks the business row until the caller's transaction ends (on MariaDB; SQLite runs write
   * transactions one at a time, see database/write-transaction.ts), so a check of what the business
   * holds and the write that relies on it cannot interleave with another transaction that locks or
   * updates the row (every write of its lists does, see client-lists/lists-version.ts). Call it
   * first in the transaction: on MariaDB the reads after it then see what committed before it.
   * False when the business does not exist.
   */
  async lockIn(m: EntityManager, businessId: number): Promise<boolean> {
    const qb = m.getRepository(ClientBusiness).createQueryBuilder('b').select('b.id').where('b.id = :businessId', { businessId });
    if (m.connection.options.type === 'mysql') qb.setLock('pessimistic_write');
    return (await qb.getOne()) !== null;
  }

  /** The member row, with the business row locked so two owners demoting or removing each other at once cannot both pass the owner count. */
  private async lockedMember(m: EntityManager, businessId: number, userId: number): Promise<BusinessMember> {
    if (!(await this.lockIn(m, businessId))) throw new NotFoundError('business.not_found', BUSINESS_NOT_FOUND);
    const member = await m.getRepository(BusinessMember).findOneBy({ businessId, userId });
    if (!member) throw new NotFoundError('business.member_not_found', MEMBER_NOT_FOUND);
    return member;
  }

  private async assertAnotherOwner(m: EntityManager, businessId: number, userId: number): Promise<void> {
    const owners = await m.getRepository(BusinessMember).find({ where: { businessId, role: 'owner' }, select: { userId: true } });
    if (!owners.some((o) => o.userId !== userId)) throw new ConflictError('business.last_owner', LAST_OWNER);
  }
}
