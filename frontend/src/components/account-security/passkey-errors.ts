import { errorMessage } from '../../lib/api-client';
import { securityContent } from '../../content/account-security';

/** A closed or refused browser prompt reads differently from a server refusal. */
export function passkeyErrorMessage(err: unknown): string {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return securityContent.passkeySignIn.cancelled;
  return errorMessage(err, securityContent.errorFallback);
}
