import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';

export { APP_ROUTES, PUBLIC_PATHS } from './app/route-paths';

export interface RenderResult {
  html: string;
  head: string;
}

/** Renders one public route to HTML at build time (see scripts/prerender.mjs). */
export function render(url: string): RenderResult {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: '<title>Table Bay Accounting</title>' };
}
