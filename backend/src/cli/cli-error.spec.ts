import { ConfigError } from '../config/app-config';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { cliErrorText, exitWithError } from './cli-error';

describe('cliErrorText', () => {
  it('prints a domain error as its code and its sentence', () => {
    expect(cliErrorText(new ConflictError('user.email_taken', 'That email address is already in use'))).toBe(
      'user.email_taken: That email address is already in use',
    );
    expect(cliErrorText(new NotFoundError('document.not_found', 'Document not found'), { plainErrors: true })).toBe(
      'document.not_found: Document not found',
    );
  });

  it('prints a configuration error as its list of problems', () => {
    expect(cliErrorText(new ConfigError(['DB_TYPE must be sqlite or mysql']))).toBe(
      'Invalid configuration:\n  - DB_TYPE must be sqlite or mysql',
    );
  });

  it('keeps other errors whole unless the tool throws plain errors for its own checks', () => {
    const err = new Error('A username is needed.');
    expect(cliErrorText(err)).toBe(err);
    expect(cliErrorText(err, { plainErrors: true })).toBe('A username is needed.');
    expect(cliErrorText('odd')).toBe('odd');
  });
});

describe('exitWithError', () => {
  it('prints the text and exits with status 1', () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    try {
      exitWithError(new ConflictError('user.taken', 'Taken'));
      expect(printed).toHaveBeenCalledWith('user.taken: Taken');
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      printed.mockRestore();
      exit.mockRestore();
    }
  });
});
