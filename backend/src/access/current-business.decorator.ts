import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { actingBusinessOf } from './current-business.resolver';

/**
 * `@CurrentBusiness() business: BusinessContext`: the client business a client route acts on, and
 * the caller's role in it, as AccessGuard checked them (docs/client-businesses.md). Every client
 * row a client route reads or writes is the business's, never the signed-in account's.
 */
export const CurrentBusiness = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  actingBusinessOf(ctx.switchToHttp().getRequest<Request>()),
);
