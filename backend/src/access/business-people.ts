import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLIENT_ROLES } from '../businesses/business-roles';
import { BusinessesService } from '../businesses/businesses.service';
import type { User } from '../users/user.entity';
import { roleGrants, type ClientCapability, type Grant } from './client-capabilities';

/**
 * Who in a client business a mail or notice about one area goes to: the members whose role
 * grants that capability (docs/client-businesses.md, "Mail"). Billing mail reaches owners and
 * finance, requests owners and bookkeepers, messages everyone who may read them; each person's own
 * notification settings then decide whether they get it.
 */
@Injectable()
export class BusinessPeople {
  constructor(private readonly businesses: BusinessesService) {}

  /** The members of `businessId` whose role grants `capability` (to `grant`, reading by default). */
  whoMay(businessId: number, capability: ClientCapability, grant: Grant = 'read', m?: EntityManager): Promise<User[]> {
    const roles = CLIENT_ROLES.filter((role) => roleGrants(role, capability, grant));
    return this.businesses.membersWithRole(businessId, roles, m);
  }
}
