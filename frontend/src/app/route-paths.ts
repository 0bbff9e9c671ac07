import { BLOG_POSTS } from '../content/blog-posts';
import { API_PREFIX, apiKey } from '../lib/api/client';

/**
 * Every route of the SPA in one place: the prerender script (pages, sitemap, robots.txt), the
 * server's page router (the route manifest it writes) and the browser suites read these
 * (docs/public-site.md).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/blog',
  // One page per post (content/blog-posts.ts); any other /blog/... gets the blog's not-found page.
  ...BLOG_POSTS.map((post) => `/blog/${post.id}`),
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/verify-letter',
];

/** Client-only routes served the SPA shell (exact paths, or prefixes ending in "/*"). */
export const APP_ROUTES = [
  '/auth',
  '/checkout',
  '/dashboard',
  '/dashboard/documents',
  '/dashboard/company',
  '/dashboard/employees',
  '/dashboard/subscriptions',
  '/dashboard/payments',
  '/dashboard/uploads',
  '/dashboard/settings',
  '/dashboard/activity',
  '/dashboard/people',
  '/dashboard/tax-calendar',
  '/dashboard/engagement',
  '/dashboard/engagement/*',
  '/invitations/accept',
  '/staff/*',
  '/checkout/*',
  '/dashboard/messages',
  '/dashboard/messages/*',
  '/auth/forgot',
  '/auth/reset',
  '/auth/verify-email',
] as const;

/**
 * What the signed-in shell of a dashboard screen asks for with the HTML (the page router writes
 * them as preload links), so the screen's code and first data download while the app bundle does,
 * instead of one after the other (user, then chunk, then lists): the route's lazy modules (source
 * paths, as keys of Vite's manifest) and the API paths its first render fetches, exactly as the
 * SWR keys spell them (an unused preload is a wasted request and a console warning). GET
 * /api/user is preloaded on every dashboard screen. e2e/tests/dashboard-preload.spec.ts checks that
 * each is fetched once, by the app itself.
 */
const LAYOUT = 'src/features/dashboard/components/dashboard-layout.tsx';
export const APP_ROUTE_PRELOADS: Readonly<Record<string, { modules: readonly string[]; data: readonly string[] }>> = {
  '/dashboard': {
    modules: [LAYOUT, 'src/features/dashboard/components/overview-page.tsx'],
    data: [
      apiKey('/overview'),
      apiKey('/subscriptions'),
      apiKey('/documents'),
      apiKey('/document-requests'),
      apiKey('/payments'),
      apiKey('/employees'),
    ],
  },
  '/dashboard/documents': {
    modules: [LAYOUT, 'src/features/documents/components/documents-page.tsx'],
    data: [apiKey('/documents'), apiKey('/document-requests')],
  },
  '/dashboard/payments': { modules: [LAYOUT, 'src/features/payments/components/payments-page.tsx'], data: [apiKey('/payments')] },
  '/dashboard/employees': { modules: [LAYOUT, 'src/features/employees/components/employees-page.tsx'], data: [apiKey('/employees')] },
};

/**
 * Every screen of the client-only app as the router declares it (parameters as `:name`): the
 * dashboard, checkout, the auth pages and the staff console. The route manifest carries it, so the
 * browser suites open every screen (e2e/tests/mobile-fit.spec.ts). The routers build their routes
 * from maps keyed by these paths (dashboard-routes.tsx, staff-routes.tsx), which the type checker
 * holds to this list; route-paths.test.tsx checks the routes the router ends up with.
 */
export const SCREEN_PATHS = [
  '/auth',
  '/auth/forgot',
  '/auth/reset',
  '/auth/verify-email',
  '/checkout',
  '/checkout/package/:serviceId',
  '/checkout/:invoiceId',
  '/dashboard',
  '/dashboard/documents',
  '/dashboard/uploads',
  '/dashboard/company',
  '/dashboard/employees',
  '/dashboard/subscriptions',
  '/dashboard/payments',
  '/dashboard/settings',
  '/dashboard/activity',
  '/dashboard/people',
  '/dashboard/tax-calendar',
  '/dashboard/engagement',
  '/dashboard/engagement/:letterId',
  '/invitations/accept',
  '/dashboard/messages',
  '/dashboard/messages/new',
  '/dashboard/messages/:conversationId',
  '/staff',
  '/staff/enquiries',
  '/staff/clients',
  '/staff/clients/:clientId',
  '/staff/documents',
  '/staff/requests',
  '/staff/notifications',
  '/staff/team',
  '/staff/billing',
  '/staff/messages',
  '/staff/messages/:conversationId',
  '/staff/outbox',
  '/staff/compliance',
  '/staff/engagement-letters',
  '/staff/work',
  '/staff/work/board',
  '/staff/work/jobs/:jobId',
  '/staff/work/workload',
  '/staff/work/templates',
] as const;

/** One screen's path as the route table spells it; the routers' screen maps are keyed by it. */
export type ScreenPath = (typeof SCREEN_PATHS)[number];

/**
 * What robots.txt keeps crawlers out of: the API and every client-only area (the first segment
 * of each app route), so a new area is covered the day it is added.
 */
export const ROBOTS_DISALLOW: readonly string[] = [`${API_PREFIX}/`, ...new Set(APP_ROUTES.map((route) => `/${route.split('/')[1]}`))];
