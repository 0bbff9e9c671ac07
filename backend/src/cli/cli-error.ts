import { ConfigError } from '../config/app-config';
import { DomainError } from '../common/errors/domain-error';

/**
 * What a command-line tool prints when it fails. A domain error shows its stable code before its
 * sentence (`user.email_taken: That email address is already in use`), so a script or a person can
 * tell the refusals apart; a configuration error shows its list of problems. Any other error is a
 * fault and is printed whole (with its stack), unless the tool throws plain Errors for its own
 * input checks (`plainErrors`), whose message is the whole story.
 */
export function cliErrorText(err: unknown, opts: { plainErrors?: boolean } = {}): unknown {
  if (err instanceof DomainError) return `${err.code}: ${err.message}`;
  if (err instanceof ConfigError) return err.message;
  if (opts.plainErrors && err instanceof Error) return err.message;
  return err;
}

/** Prints the failure and ends the process with a non-zero status. */
export function exitWithError(err: unknown, opts: { plainErrors?: boolean } = {}): never {
  console.error(cliErrorText(err, opts));
  process.exit(1);
}
