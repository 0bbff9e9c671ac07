import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { User } from '../users/user.entity';
import { AuditContext } from '../common/audit/audit-context';

/** The longest user agent kept in the audit trail (the column's width). */
const USER_AGENT_MAX = 500;

/** Reads the audit context off a request; guards have run, so the signed-in user is known. */
export function auditContextOf(req: Request): AuditContext {
  return {
    actorId: (req.user as User | undefined)?.id ?? null,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/** `@Audit() audit: AuditContext`: who acts and from where, for services that write the audit trail. */
export const Audit = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuditContext =>
  auditContextOf(ctx.switchToHttp().getRequest<Request>()),
);
