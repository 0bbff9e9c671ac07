import { Suspense, use, type ComponentType } from 'react';
import { Route } from 'react-router-dom';

/**
 * The public website: every page is prerendered (app/route-paths.ts) and shares one layout. In the
 * browser a prerendered page hydrates only its islands (src/entry-public.ts); these routes serve
 * the prerender and the portal's in-app links to a public page. So the layout and each page are
 * chunks of their own, which the portal loads only when it shows one. This file composes the
 * public features (blog, faq, enquiry through the pages); they do not import each other. The
 * catch-all is the 404 page.
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
  pageChunk('/verify-letter', () => import('../features/engagement/public/verify-letter-page'), 'VerifyLetterPage'),
  pageChunk('*', () => import('../features/public-site/pages/not-found-page'), 'NotFoundPage'),
];

const LAYOUT = pageChunk('', () => import('../features/public-site/components/site-layout'), 'SiteLayout');

/** Loads the layout's and every page's code (the prerender does this once, then renders synchronously). */
export function preloadPublicPages(): Promise<void> {
  return Promise.all([LAYOUT, ...PAGES].map((p) => p.preload())).then(() => undefined);
}

export const publicRoutes = [
  <Route
    key="public"
    element={
      <Suspense fallback={null}>
        <LAYOUT.Page />
      </Suspense>
    }
  >
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
