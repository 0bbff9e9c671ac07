import type { NextFunction, Request, Response } from 'express';
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
    // `root` keeps the dotfiles rule to the file's own path: a build folder such as .dist-public is allowed.
    res.sendFile(file, { root: build.dist, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) res.status(500).type('text/plain').send('Page unavailable');
    });
  };
}
