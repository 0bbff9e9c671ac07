import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { BusinessContext } from '../businesses/business-context';
import { BusinessesService } from '../businesses/businesses.service';
import { businessReadWithSession } from '../session/session-middleware';
import { staffRoleOf } from '../users/staff-roles';
import type { User } from '../users/user.entity';

/** Per request: the business already resolved, so a guard and a handler ask once. */
const resolved = new WeakMap<object, Promise<BusinessContext | null>>();
/** Per request: the business a client route acts on, as AccessGuard let it through (see actingBusinessOf). */
const acting = new WeakMap<object, BusinessContext>();

/**
 * What a staff member reading a client route acts on: no business. Id 0 names no row, so every
 * list is empty, as a staff account's own lists always were; the guard refuses them every write.
 */
export const NO_BUSINESS: BusinessContext = Object.freeze({ id: 0, name: '', role: 'viewer', listsVersion: null });

/** Records the business a client route acts on (AccessGuard, once it has let the request through). */
export function setActingBusiness(req: object, business: BusinessContext): void {
  acting.set(req, business);
}

/**
 * The business a client route acts on: the caller's current business, which AccessGuard checked
 * the role against. Only client routes have one; asking elsewhere is a programming error.
 */
export function actingBusinessOf(req: object): BusinessContext {
  const business = acting.get(req);
  if (!business) throw new Error('No acting business: only routes declared @Access.client(...) act for a business');
  return business;
}

/**
 * The business a client-side request acts on (docs/client-businesses.md, "Several businesses").
 * The session names it (`businessId`, picked with PUT /api/session/business) and its statement
 * reads the person's membership with it, so a signed-in request costs no extra round trip. When a
 * session names none yet (just signed in), the person's first business is chosen and remembered.
 * When the person is no longer a member of the business the session names, the answer is null at
 * once, in an open session too: removal takes effect on the next request.
 */
@Injectable()
export class CurrentBusinessResolver {
  constructor(private readonly businesses: BusinessesService) {}

  /** The caller's current business and role; null for staff, and for a person without one. */
  of(req: Request, user: User): Promise<BusinessContext | null> {
    if (staffRoleOf(user)) return Promise.resolve(null);
    let answer = resolved.get(req);
    if (!answer) {
      answer = this.resolve(req, user);
      resolved.set(req, answer);
    }
    return answer;
  }

  /** Whether the session names a business the person no longer belongs to (for the refusal's wording). */
  namesABusiness(req: Request): boolean {
    return typeof req.session?.businessId === 'number';
  }

  /** Makes `business` the session's current one (the caller has checked the membership). */
  select(req: Request, business: BusinessContext): void {
    req.session.businessId = business.id;
    resolved.set(req, Promise.resolve(business));
  }

  private async resolve(req: Request, user: User): Promise<BusinessContext | null> {
    const chosen = req.session?.businessId;
    if (typeof chosen === 'number') {
      const joined = businessReadWithSession(req);
      // The session's statement read the membership for exactly this business and person.
      if (joined !== undefined) return joined;
      return this.businesses.membershipOf(chosen, user.id);
    }
    const first = await this.businesses.defaultFor(user.id);
    if (first && req.session) req.session.businessId = first.id;
    return first;
  }
}
