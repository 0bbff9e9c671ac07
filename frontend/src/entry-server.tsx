import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';

export { APP_ROUTES, PUBLIC_PATHS } from './app/route-paths';

export interface RenderResult {
  html: string;
  head: string;
}

/** Renders one public route to HTML at build time (see scripts/prerender.mjs). */
export function render(url: string): RenderResult {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <AppProviders>
              <AppRoutes />
            </AppProviders>
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, head: `<title>Table Bay Accounting</title>${sheet.getStyleTags()}` };
  } finally {
    sheet.seal();
  }
}
