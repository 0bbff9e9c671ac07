/** Every route of the SPA in one place; the prerender script and the server's page router read these. */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/services',
  '/blog',
  // The four built-in posts (content/blog-posts.ts); any other /blog/... gets the blog's not-found page.
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
] as const;

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
  '/staff/*',
  '/checkout/*',
  '/dashboard/messages',
  '/dashboard/messages/*',
  '/auth/forgot',
  '/auth/reset',
  '/auth/verify-email',
] as const;
