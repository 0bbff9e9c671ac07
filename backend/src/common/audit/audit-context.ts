/**
 * Who is acting and from where, as services need it for the audit trail. Controllers get it from
 * the request with `@Audit()`; the CLI, seeds and scheduled work build one with `systemAudit`,
 * so services never see an HTTP request and can be called from anywhere.
 */
export interface AuditContext {
  /** The signed-in user acting, or null (a visitor, the system). */
  readonly actorId: number | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** An action taken outside any request: by a command-line tool, a seed or a scheduled job. */
export function systemAudit(actorId: number | null = null): AuditContext {
  return { actorId, ip: null, userAgent: null };
}

/** The same origin with another actor: after registration or sign-in the new user is the actor. */
export function actingAs(audit: AuditContext, actorId: number): AuditContext {
  return { ...audit, actorId };
}
