import type { NextFunction, Request, Response } from 'express';
import { join } from 'node:path';
import { FrontendBuild } from './route-manifest';

/**
 * Answers every GET/HEAD outside /api: files of the build fall through to ServeStaticModule;
 * public pages get their prerendered HTML, client-only routes the SPA shell, and anything else
 * the not-found page with status 404 (so crawlers never index a soft 404).
 */
export function pageRouter(build: FrontendBuild | null) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!build) {
      res.status(503).type('text/plain').send('The frontend has not been built. Run `npm run build` (npm start does it for you).');
      return;
    }
    if (build.hasFile(req.path)) return next();
    const { file, status } = build.resolve(req.path);
    res.status(status);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(build.dist, file), { dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) res.status(500).type('text/plain').send('Page unavailable');
    });
  };
}
