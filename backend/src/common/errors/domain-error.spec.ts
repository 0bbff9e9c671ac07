import { domainErrorBody } from '../filters/http-exception.filter';
import { ConflictError, InvalidInputError, NotFoundError, TooManyError, UnauthenticatedError } from './domain-error';

describe('domain errors as HTTP answers', () => {
  it('maps each kind to its status and passes code and message through', () => {
    expect(domainErrorBody(new NotFoundError('document.not_found', 'Document not found'))).toEqual({
      statusCode: 404,
      message: 'Document not found',
      code: 'document.not_found',
    });
    expect(domainErrorBody(new ConflictError('invoice.paid', 'This invoice is already paid')).statusCode).toBe(409);
    expect(domainErrorBody(new UnauthenticatedError('auth.wrong', 'Wrong')).statusCode).toBe(401);
    expect(domainErrorBody(new TooManyError('limit', 'Slow down')).statusCode).toBe(429);
  });

  it('gives field messages as `errors`', () => {
    const body = domainErrorBody(
      new InvalidInputError('employee.id_number', 'Not a valid ID number', { idNumber: 'Not a valid ID number' }),
    );
    expect(body).toEqual({
      statusCode: 400,
      message: 'Not a valid ID number',
      code: 'employee.id_number',
      errors: { idNumber: 'Not a valid ID number' },
    });
  });

  it('is an Error with its class name, for logs and the command line', () => {
    const e = new NotFoundError('client.not_found', 'Client not found');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('NotFoundError');
  });
});
