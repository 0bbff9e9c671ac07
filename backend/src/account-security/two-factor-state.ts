import { EntityManager, In, IsNull, Not } from 'typeorm';
import { UserTwoFactor } from './two-factor.entity';

/**
 * Which of these users have an authenticator app confirmed (`enabledAt` set): the one rule for
 * "two-factor sign-in is on". A plain function over the entity manager, so the staff Team list
 * can ask it for many users at once without the staff module depending on this one
 * (docs/account-security.md).
 */
export async function usersWithTotp(db: Pick<EntityManager, 'getRepository'>, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.getRepository(UserTwoFactor).find({
    select: { userId: true },
    where: { userId: In(userIds), enabledAt: Not(IsNull()) },
  });
  return new Set(rows.map((r) => r.userId));
}
