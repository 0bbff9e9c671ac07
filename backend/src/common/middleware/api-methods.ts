import type { NextFunction, Request, Response } from 'express';
import { ErrorBody } from '../errors/error-body';

/** The methods the API answers; anything else (TRACE, PROPFIND, MKCOL...) is refused up front. */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Answers a request under /api with a method no route uses with 405 in the error shape, instead
 * of the framework's "Cannot TRACE /api/…", which names internals and is not what clients parse.
 */
export function refuseUnknownApiMethods() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (API_METHODS.has(req.method) || !(req.path === '/api' || req.path.startsWith('/api/'))) return next();
    const body: ErrorBody = { statusCode: 405, message: 'Method not allowed' };
    res.setHeader('Allow', [...API_METHODS].join(', '));
    res.status(405).json(body);
  };
}
