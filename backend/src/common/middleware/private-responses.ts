import type { NextFunction, Request, Response } from 'express';

/**
 * API reads anyone may cache: the package catalogue (the same for every visitor; revalidated with
 * its ETag) and the OpenAPI document. Everything else under /api is about someone.
 */
const PUBLIC_READS: Array<{ path: RegExp; cacheControl: string }> = [
  { path: /^\/api\/services\/?$/, cacheControl: 'public, no-cache' },
  { path: /^\/api\/docs(?:-json|\/.*)?$/, cacheControl: 'public, max-age=300' },
];

/**
 * One place for caching headers on API replies: `private, no-store` on every /api response that
 * isn't one of the public reads above, errors and 429s included, so no browser cache, shared proxy
 * or CDN keeps a user's data. Set before the route runs; a route may still choose stricter headers.
 */
export function privateApiResponses() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    if (path === '/api' || path.startsWith('/api/')) {
      const pub = req.method === 'GET' || req.method === 'HEAD' ? PUBLIC_READS.find((p) => p.path.test(path)) : undefined;
      res.setHeader('Cache-Control', pub ? pub.cacheControl : 'private, no-store');
    }
    next();
  };
}
