import { CAPABILITY_NOT_ALLOWED } from '../access/access.guard';
import { documentCategoriesOf } from '../access/client-capabilities';
import type { BusinessContext } from '../businesses/business-context';
import { ForbiddenError } from '../common/errors/domain-error';

/**
 * Which documents and requests of a client business a caller reaches: the business's, in every
 * category (staff in scope, and most roles), or in some categories only (the payroll role, from
 * CLIENT_ROLE_DOCUMENT_CATEGORIES in access/client-capabilities.ts). A row outside the reach is
 * not found, exactly as another business's.
 */
export interface DocumentReach {
  readonly businessId: number;
  /** null: every category. */
  readonly categories: readonly string[] | null;
}

/** What a member reaches in the business a client route acts for, by their role. */
export function reachOf(business: BusinessContext): DocumentReach {
  return { businessId: business.id, categories: documentCategoriesOf(business.role) };
}

/** The whole of one business's documents (staff, jobs, the data export). */
export function wholeBusiness(businessId: number): DocumentReach {
  return { businessId, categories: null };
}

export function reachesCategory(reach: DocumentReach, category: string): boolean {
  return reach.categories === null || reach.categories.includes(category);
}

/** An upload in a category the caller's role does not reach is refused, as the role table refuses a route. */
export function assertMayFile(reach: DocumentReach, category: string): void {
  if (!reachesCategory(reach, category)) throw new ForbiddenError('document.category_not_allowed', CAPABILITY_NOT_ALLOWED);
}
