import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { AppRoutes } from './app/app-routes';
import { collectIslands } from './components/island/island';
import { IslandFrame, pageLoadNavigator } from './islands/island-frame';
import { GlobalStyle } from './styles/global-style';
import { theme } from './styles/theme';
import { BLOG_POSTS } from './content/blog-posts';
import { renderHead } from './lib/seo/head-tags';
import { pageMeta } from './lib/seo/page-meta';
import { preloadPublicPages } from './app/public-routes';

import { PUBLIC_PATHS } from './app/route-paths';
import { fontPreloadTag } from './styles/fonts';

export { APP_ROUTE_PRELOADS, APP_ROUTES, PUBLIC_PATHS, ROBOTS_DISALLOW, SCREEN_PATHS } from './app/route-paths';

/** Unknown paths under a prefix get that section's own not-found page (rendered from the sample path), with status 404. */
export const NOT_FOUND_BY_PREFIX: Record<string, string> = { '/blog/': '/blog/not-found' };

export interface RenderResult {
  html: string;
  head: string;
  status: 200 | 404;
}

/** The font preload for the client-only routes' shell (scripts/prerender.mjs). */
export { fontPreloadTag };

/** The firm settings the pages render with, embedded in each page for the browser (scripts/site-renderer.mjs). */
export { firmSettings } from './content/firm';

/**
 * The address the site is published at: canonical links and structured data are absolute. The
 * prerender sets a placeholder that the server replaces with its run-time PUBLIC_URL.
 */
export function siteUrl(): string {
  return (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * Renders one public route to HTML at build time (see scripts/prerender.mjs). The pages' code is
 * loaded first, so the whole page renders in one synchronous pass with no suspended parts. The
 * page's islands (src/islands/island.tsx) are then rendered each as a root of its own, in the frame
 * and with the id prefix the browser hydrates them with (src/entry-public.ts), into their markers.
 * The page is never hydrated as a whole, so it needs no more than the theme and the global styles;
 * its toast viewport is an island as well.
 */
export async function render(url: string): Promise<RenderResult> {
  const sheet = new ServerStyleSheet();
  try {
    await preloadPublicPages();
    const { result: page, islands } = collectIslands(() =>
      renderToString(
        sheet.collectStyles(
          <StrictMode>
            <StaticRouter location={url}>
              <ThemeProvider theme={theme}>
                <GlobalStyle />
                <AppRoutes />
              </ThemeProvider>
            </StaticRouter>
          </StrictMode>,
        ),
      ),
    );
    let html = page;
    for (const island of islands) {
      const inner = renderToString(
        sheet.collectStyles(
          <IslandFrame location={url} navigator={pageLoadNavigator}>
            {island.node}
          </IslandFrame>,
        ),
        { identifierPrefix: island.prefix },
      );
      html = html.replace(island.marker, () => inner);
    }
    const meta = pageMeta(url, siteUrl());
    return { html, head: `${fontPreloadTag()}\n    ${renderHead(meta, siteUrl())}\n    ${sheet.getStyleTags()}`, status: meta.status };
  } finally {
    sheet.seal();
  }
}

/** Every prerendered public path for sitemap.xml, with its last change where known (a post's publication date). */
export function sitemapEntries(): { path: string; lastmod?: string }[] {
  const postDates = new Map(BLOG_POSTS.map((p) => [`/blog/${p.id}`, p.date]));
  return PUBLIC_PATHS.map((path) => ({ path, lastmod: postDates.get(path) }));
}
