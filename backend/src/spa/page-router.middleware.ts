import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { FrontendBuild } from './route-manifest';

/**
 * Answers every GET/HEAD outside /api: files of the build fall through to ServeStaticModule;
 * public pages get their prerendered HTML, client-only routes the SPA shell, and anything else
 * the not-found page with status 404 (so crawlers never index a soft 404). Pages, sitemap.xml
 * and robots.txt are sent from memory with the run-time PUBLIC_URL in them, the pages rendered with
 * the run-time firm settings (see FrontendBuild); a request that comes before that render has
 * finished waits for it.
 */
export function pageRouter(build: FrontendBuild | null) {
  const logger = new Logger('PageRouter');
  let failureLogged = false;
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!build) {
      res.status(503).type('text/plain').send('The frontend has not been built. Run `npm run build` (npm start does it for you).');
      return;
    }
    // sitemap.xml and robots.txt carry the run-time origin: sent from memory, not from the disk.
    const originFile = build.hasFile(req.path) ? build.text(req.path) : undefined;
    if (originFile) {
      res.setHeader('Cache-Control', 'no-cache');
      res.type(req.path.endsWith('.xml') ? 'application/xml' : 'text/plain').send(originFile);
      return;
    }
    if (build.hasFile(req.path)) return next();
    build
      .ready()
      .then(
        () => sendPage(build, req, res),
        (error: unknown) => {
          if (!failureLogged) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
          failureLogged = true;
          res.status(503).type('text/plain').send('Page unavailable');
        },
      )
      .catch(next);
  };
}

function sendPage(build: FrontendBuild, req: Request, res: Response): void {
  const { file, status } = build.resolve(req.path);
  // Signed in (the session middleware ran and found the user): the shell also
  // preloads the screen's chunks and first data. Then the page depends on the cookie.
  const signedIn = build.isAppShell(file) && req.user !== undefined;
  const body = signedIn ? build.signedInShell(req.path) : build.text(file);
  if (!body) {
    res.status(500).type('text/plain').send('Page unavailable');
    return;
  }
  res.status(status);
  res.setHeader('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache');
  if (build.isAppShell(file)) res.setHeader('Vary', 'Cookie');
  res.type('html').send(body);
}
