/**
 * Errors a service throws when a rule of its domain refuses something. They carry a stable `code`
 * (for logs, command-line tools and the API's `code` field) and the sentence a person reads; they
 * know nothing of HTTP. One filter (common/filters/http-exception.filter.ts) maps each kind to its
 * status, so services stay callable from jobs and the command line. See docs/architecture.md.
 */
export type DomainErrorKind =
  'not-found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthenticated' | 'too-many' | 'too-large' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  /**
   * @param code stable, dotted, lower-case: `document.not_found`, `invoice.already_paid`
   * @param message the sentence shown to the person (API `message`, toast, CLI output)
   * @param fields field name to the message shown beside that field, for form errors
   */
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing does not exist, or is outside the caller's scope (answered the same way: 404). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state (a duplicate, a finished invoice): 409. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The input breaks a rule the DTO cannot express (a date range, a field checked against data): 400. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** Known caller, not allowed (a role that may not, a step not yet done): 403. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** No one, or the wrong one, is signed in (a wrong password, an expired second step): 401. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** A limit on attempts or volume was reached: 429. */
export class TooManyError extends DomainError {
  readonly kind = 'too-many';
}

/** A quota or size limit was reached: 413. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** Something the service needs is down or not set up (storage, a payment gateway): 503. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export const STATUS_FOR_KIND: Record<DomainErrorKind, number> = {
  'not-found': 404,
  conflict: 409,
  invalid: 400,
  forbidden: 403,
  unauthenticated: 401,
  'too-many': 429,
  'too-large': 413,
  unavailable: 503,
};
