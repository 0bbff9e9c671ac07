import { Suspense, use, type ComponentType } from 'react';
import { matchPath, Route } from 'react-router-dom';
import { SiteLayout } from '../features/public-site/components/site-layout';

/**
 * The public website: every page is prerendered (app/route-paths.ts) and shares one layout. Each
 * page is its own chunk, so a visitor downloads and hydrates only the page in front of them while
 * the prerendered HTML is already on screen. This file composes the public features (blog, faq,
 * enquiry through the pages); they do not import each other. The catch-all is the 404 page.
 */
interface PageChunk {
  path: string;
  Page: ComponentType;
  preload: () => Promise<void>;
}

/**
 * A page loaded on demand. Unlike React.lazy it can be loaded ahead of rendering: the prerender
 * loads every page first and renders synchronously, and the browser starts fetching the current
 * page's chunk as soon as this module runs, before hydration reaches it.
 */
function pageChunk<K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): PageChunk {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load()
      .then((m) => new Promise<typeof m>((resolve) => setTimeout(() => resolve(m), 0)))
      .then((m) => {
        Loaded = m[name];
      }));
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  Page.displayName = `Page(${name})`;
  return { path, Page, preload };
}

const PAGES: PageChunk[] = [
  pageChunk('/', () => import('../features/public-site/pages/home-page'), 'HomePage'),
  pageChunk('/about', () => import('../features/public-site/pages/about-page'), 'AboutPage'),
  pageChunk('/services', () => import('../features/public-site/pages/services-page'), 'ServicesPage'),
  pageChunk('/blog', () => import('../features/blog/blog-list-page'), 'BlogListPage'),
  pageChunk('/blog/:id', () => import('../features/blog/blog-post-page'), 'BlogPostPage'),
  pageChunk('/faq', () => import('../features/faq/faq-page'), 'FaqPage'),
  pageChunk('/contact', () => import('../features/public-site/pages/contact-page'), 'ContactPage'),
  pageChunk('/terms', () => import('../features/public-site/pages/terms-page'), 'TermsPage'),
  pageChunk('/privacy', () => import('../features/public-site/pages/privacy-page'), 'PrivacyPage'),
  pageChunk('*', () => import('../features/public-site/pages/not-found-page'), 'NotFoundPage'),
];

/** Loads every page's code (the prerender does this once, then renders synchronously). */
export function preloadPublicPages(): Promise<void> {
  return Promise.all(PAGES.map((p) => p.preload())).then(() => undefined);
}

// In the browser, fetch the current page's chunk right away rather than when hydration reaches it.
if (typeof window !== 'undefined') {
  const current = PAGES.find((p) => p.path !== '*' && matchPath(p.path, window.location.pathname)) ?? PAGES[PAGES.length - 1];
  void current.preload().catch(() => undefined);
}

export const publicRoutes = [
  <Route key="public" element={<SiteLayout />}>
    {PAGES.map(({ path, Page }) => (
      <Route
        key={path}
        path={path}
        element={
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        }
      />
    ))}
  </Route>,
];
