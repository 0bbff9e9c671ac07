import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Narrows a query across many client businesses' rows to the businesses a caller may see. Domain
 * services that list rows of several clients (the review queue, the request list) take one, so the
 * rule of who sees which client stays with its owner (staff access) and the query stays with the
 * domain. `businessColumn` is the row's column naming its client business (e.g. `d.businessId`).
 */
export type OwnerScope = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, businessColumn: string) => void;
