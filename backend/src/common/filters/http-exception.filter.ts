import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DomainError, STATUS_FOR_KIND } from '../errors/domain-error';
import { ErrorBody } from '../errors/error-body';

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please sign in to continue',
  403: 'You are not allowed to do that',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'That conflicts with existing data',
  413: 'The request is too large',
  415: 'Unsupported media type',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Errors raised by a lost or refused database connection, as the drivers name them. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/**
 * Turns every failure into `{ statusCode, message, errors? }`. Unexpected errors are logged in full
 * on the server and answered with a generic sentence: no stack trace or SQL ever reaches a client.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = this.toBody(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: Request): ErrorBody {
    if (exception instanceof DomainError) return domainErrorBody(exception);
    if (exception instanceof HttpException) {
      // body-parser failures arrive wrapped by the Express adapter; their own messages name parser internals.
      const cause = exception.cause as { type?: string } | undefined;
      if (cause?.type === 'entity.parse.failed' || exception.cause instanceof SyntaxError) {
        return { statusCode: 400, message: 'The request body is not valid JSON' };
      }
      if (cause?.type === 'entity.too.large') return { statusCode: 413, message: 'The request body is too large' };
      if (exception.cause instanceof URIError) return { statusCode: 400, message: 'The request path is not valid' };
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, message: response };
      const r = response as { message?: unknown; errors?: Record<string, string> };
      let message = GENERIC_MESSAGES[status] ?? exception.message;
      if (typeof r.message === 'string') message = r.message;
      else if (Array.isArray(r.message) && typeof r.message[0] === 'string') message = r.message[0];
      // Nest's own "Cannot GET /x" style messages name internals; keep them generic.
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) message = 'Not found';
      return r.errors ? { statusCode: status, message, errors: r.errors } : { statusCode: status, message };
    }

    const err = exception as { code?: string; status?: number; type?: string; message?: string };
    // body-parser errors (malformed or oversized JSON) carry an HTTP status of their own.
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      if (err.type === 'entity.parse.failed') return { statusCode: 400, message: 'The request body is not valid JSON' };
      if (err.type === 'entity.too.large') return { statusCode: 413, message: 'The request body is too large' };
      return { statusCode: err.status, message: GENERIC_MESSAGES[err.status] ?? 'The request is not valid' };
    }
    if (isForeignKeyViolation(exception)) {
      // A race, not a bug: what the row belongs to was deleted meanwhile (an upload finishing as its account is deleted).
      this.logger.warn(`Foreign key refused on ${req.method} ${req.path}: ${err.message ?? ''}`);
      return { statusCode: HttpStatus.CONFLICT, message: GONE_MEANWHILE };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable on ${req.method} ${req.path}: ${err.code ?? err.message}`);
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The service is temporarily unavailable. Please try again shortly.' };
    }
    this.logger.error(`Unhandled error on ${req.method} ${req.path}`, exception instanceof Error ? exception.stack : String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: GENERIC_MESSAGES[500] };
  }
}

/** The HTTP answer to a domain rule's refusal: its kind decides the status; code, message and fields pass through. */
export function domainErrorBody(error: DomainError): ErrorBody {
  const body: ErrorBody = { statusCode: STATUS_FOR_KIND[error.kind], message: error.message, code: error.code };
  if (error.fields) body.errors = error.fields;
  return body;
}

export const GONE_MEANWHILE = 'This could not be saved because what it belongs to was removed meanwhile. Please reload and try again.';

/** MySQL/MariaDB and SQLite refusing a row whose parent is gone (or a parent that still has rows). */
export function isForeignKeyViolation(exception: unknown): boolean {
  if (!(exception instanceof QueryFailedError)) return false;
  const driver = (exception as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  const code = driver?.code ?? '';
  return (
    [
      'ER_NO_REFERENCED_ROW',
      'ER_NO_REFERENCED_ROW_2',
      'ER_ROW_IS_REFERENCED',
      'ER_ROW_IS_REFERENCED_2',
      'SQLITE_CONSTRAINT_FOREIGNKEY',
    ].includes(code) || [1216, 1217, 1451, 1452].includes(driver?.errno ?? 0)
  );
}

export function isDatabaseUnavailable(exception: unknown): boolean {
  const err = exception as { code?: string; driverError?: { code?: string }; message?: string } | undefined;
  if (!err) return false;
  const code = err.code ?? err.driverError?.code;
  if (code && DB_UNAVAILABLE_CODES.has(code)) return true;
  if (exception instanceof QueryFailedError) return false;
  return /connection (is )?(closed|lost|refused)|Pool is closed|Can't add new command when connection is in closed state/i.test(
    err.message ?? '',
  );
}
