import { readFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, Response } from 'express';

/** Where the reference page is, and the document it reads (served by SwaggerModule, app.setup.ts). */
export const API_REFERENCE_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs-json';
const SCRIPT_PATH = `${API_REFERENCE_PATH}/redoc.standalone.js`;

/**
 * The page: Redoc's custom element, which its standalone bundle renders once loaded. No inline
 * script and nothing from another origin, so it runs under the site's CSP unchanged
 * (script-src 'self', app.setup.ts). Search is off: Redoc runs it in a worker made from a blob:
 * URL, which that CSP refuses; the sidebar lists every operation.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Client portal API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="${OPENAPI_JSON_PATH}" disable-search="true" expand-responses="200,201"></redoc>
    <script src="${SCRIPT_PATH}"></script>
  </body>
</html>
`;

/**
 * Serves the API reference at /api/docs: Redoc (a reading layout: every operation with its
 * parameters, bodies and answers on one page) over the same OpenAPI document as /api/docs-json,
 * with Redoc's script from our own server (the redoc package), never a CDN (docs/api.md).
 */
export function mountApiReference(app: NestExpressApplication): void {
  // Read once, at start: the bundle is the package's, it does not change while the server runs.
  let script: Buffer | undefined;
  const http = app.getHttpAdapter().getInstance() as Express;
  http.get(API_REFERENCE_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  http.get(SCRIPT_PATH, (_req: Request, res: Response) => {
    script ??= readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'));
    // The file changes only with the package version; a day's cache is plenty for a reference page.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('application/javascript').send(script);
  });
}
