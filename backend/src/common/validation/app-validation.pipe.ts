import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { VALIDATION_PIPE_OPTIONS } from './validation-options';

/**
 * The global ValidationPipe, except that it leaves path parameters as the text that was sent.
 *
 * With `transform: true` Nest's pipe turns a `number` path parameter into `+value` before the
 * route's own ParseIntPipe runs, and ParseIntPipe then accepts the number. So "/employees/0x10"
 * was employee 16, "/employees/1e3" employee 1000 and "/employees/1.0" or "/employees/%201"
 * employee 1. Leaving the text alone lets each route's ParseIntPipe apply its rule (an optional
 * minus and decimal digits only) and answer a malformed id as the route decides (404 or 400).
 * Query parameters are declared as DTO classes and are unaffected.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super(VALIDATION_PIPE_OPTIONS);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata);
  }
}
