import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions, after the Fetch Metadata approach (as in Go 1.25's
 * CrossOriginProtection): a state-changing request is refused when the browser says it comes
 * from another site (Sec-Fetch-Site), or, for browsers without Fetch Metadata, when its Origin
 * is neither this host nor a trusted origin. Requests with neither header do not come from a
 * browser page and carry no ambient credentials to abuse, so they pass.
 */
export function crossOriginProtection(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();

    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if (origin && trusted.has(origin)) return next();
    if (site) {
      if (site === 'same-origin' || site === 'none') return next();
      return refuse(res);
    }
    if (!origin) return next();
    try {
      // Same origin means same scheme too: a page on http://host must not post to https://host.
      const from = new URL(origin);
      if (from.host === req.get('host') && from.protocol === `${req.protocol}:`) return next();
    } catch {
      // An Origin that is not a URL ("null" from sandboxed frames) is refused below.
    }
    refuse(res);
  };
}

function refuse(res: Response): void {
  res.status(403).json({ statusCode: 403, message: 'Cross-site request refused' });
}
