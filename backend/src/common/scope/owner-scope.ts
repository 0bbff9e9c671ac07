import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Narrows a query across many owners' rows to the owners a caller may see. Domain services that
 * list rows of several clients (the review queue, the request list) take one, so the rule of
 * who sees which client stays with its owner (staff access) and the query stays with the domain.
 * `ownerAlias` is the joined users alias, `ownerColumn` the row's owner-id column.
 */
export type OwnerScope = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ownerAlias: string, ownerColumn: string) => void;
