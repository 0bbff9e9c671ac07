import { BadRequestException, ValidationError, ValidationPipeOptions } from '@nestjs/common';
import { ErrorBody } from '../errors/error-body';

/**
 * Flattens class-validator errors to `{ field: message }` (nested fields as `parent.child`), so
 * the frontend can put each message beside its field. class-validator runs a property's
 * decorators bottom-up, so the last failed constraint is the top-most one written: "X is
 * required" on top wins over a format message for an empty value.
 */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ? Object.values(error.constraints) : [];
    if (constraints.length > 0) out[path] = constraints[constraints.length - 1];
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
}

export function validationException(errors: ValidationError[]): BadRequestException {
  const fields = flattenValidationErrors(errors);
  const first = Object.values(fields)[0] ?? 'The request is not valid';
  const body: ErrorBody = { statusCode: 400, message: first, errors: fields };
  return new BadRequestException(body);
}

export const VALIDATION_PIPE_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: validationException,
};
