// Renders every public route to static HTML after `vite build` and `vite build --ssr`, writes
// sitemap.xml and robots.txt, and writes dist/route-manifest.json, which the backend's page router
// reads to answer each path. Canonical links, social tags, structured data, sitemap.xml and
// robots.txt are written with a placeholder origin (SITE_ORIGIN_PLACEHOLDER below) that the server
// replaces with its run-time PUBLIC_URL once, when it loads the build (backend/src/spa): one build
// serves staging and production.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.FRONTEND_DIST_DIR ?? 'dist';
const dist = resolve(root, outDir);
// Same folder as vite.config.ts gives the SSR build.
const ssrDir = join(root, '.ssr', outDir.replace(/[^A-Za-z0-9]/g, '_'));
const ssrEntry = join(ssrDir, 'entry-server.js');

// Keep in step with SITE_ORIGIN_PLACEHOLDER in backend/src/spa/route-manifest.ts. A reserved
// .invalid host, so a page served without the replacement can never point at a real site.
const SITE_ORIGIN_PLACEHOLDER = 'https://public-url.invalid';
process.env.PUBLIC_URL = SITE_ORIGIN_PLACEHOLDER;

const {
  render,
  fontPreloadTag,
  siteUrl,
  sitemapEntries,
  PUBLIC_PATHS,
  APP_ROUTES,
  APP_ROUTE_PRELOADS,
  SCREEN_PATHS,
  ROBOTS_DISALLOW,
  NOT_FOUND_BY_PREFIX = {},
} = await import(pathToFileURL(ssrEntry).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');

// Prerendered pages load their script only after their first paint: one small loader
// (src/entry-client-loader.ts) adds the public entry (src/entry-public.ts, a few hundred bytes that
// decide when the page's islands hydrate) and its preloads once the page is on screen. Requested
// from the HTML, the script would download (and often run) before that paint, delaying it. The app
// shell of the client-only routes, empty until the app renders, keeps the template's tags: the
// portal's entry never loads on a public page.
const viteManifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const loaderFile = viteManifest['src/entry-client-loader.ts']?.file;
const publicEntry = viteManifest['src/entry-public.ts'];
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entry = entryTag.exec(template)?.[1];
if (!loaderFile || !entry || !publicEntry)
  throw new Error('index.html or the Vite manifest lacks the app entry, the public entry or the loader');
const preloads = [...template.matchAll(preloadTag)].map((m) => m[1]);
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// The code each island loads (src/islands/registry.ts), with the chunks it imports. A page whose
// islands hydrate at once (data-island-hydrate="load", src/entry-public.ts) preloads React and
// their code beside the entry; the others load it only on the visitor's first interaction.
const ISLAND_MODULES = {
  header: 'src/features/public-site/components/site-header.tsx',
  'floating-actions': 'src/features/public-site/components/floating-actions.tsx',
  enquiry: 'src/features/public-site/enquiry/components/enquiry-form.tsx',
  'faq-group': 'src/features/faq/faq-page.tsx',
  'terms-last-updated': 'src/features/public-site/pages/terms-page.tsx',
  'package-cards': 'src/features/public-site/components/package-cards.tsx',
  toasts: 'src/islands/toasts.tsx',
};
const publicPreloads = [...chunkFiles('src/entry-public.ts')].filter((file) => file !== publicEntry.file);
function loaderTagFor(html) {
  const files = new Set(publicPreloads);
  const names = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
  for (const name of names)
    if (!ISLAND_MODULES[name]) throw new Error(`The island ${name} is missing from ISLAND_MODULES in scripts/prerender.mjs`);
  if (html.includes('data-island-hydrate="load"')) {
    for (const file of chunkFiles('src/islands/hydrate-islands.tsx')) files.add(file);
    for (const name of names) for (const file of chunkFiles(ISLAND_MODULES[name])) files.add(file);
  }
  return (
    `<script type="module" crossorigin src="/${loaderFile}" data-entry="/${escapeAttr(publicEntry.file)}"` +
    ` data-preload="${escapeAttr([...files].map((file) => `/${file}`).join(' '))}"></script>\n  `
  );
}

function page({ html, head }, base) {
  if (/<script(?![^>]*type="application\/ld\+json")[^>]*>[^<]/.test(html))
    throw new Error('Prerendered HTML holds an inline script, which the CSP would block');
  const frame = base ?? template.replace(preloadTag, '').replace(entryTag, loaderTagFor(html));
  return frame.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

const fileFor = (path) => (path === '/' ? 'pages/index.html' : `pages${path}.html`);
const pages = {};
for (const path of PUBLIC_PATHS) {
  const result = await render(path);
  if (result.status !== 200)
    throw new Error(`Prerendering ${path} gave status ${result.status}: is it missing from the site's routes or content?`);
  const file = fileFor(path);
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), page(result));
  pages[path] = file;
}

await writeFile(join(dist, 'pages/404.html'), page(await render('/__not-found__')));
const notFoundByPrefix = {};
for (const [prefix, samplePath] of Object.entries(NOT_FOUND_BY_PREFIX)) {
  const file = `pages${prefix.replace(/\/$/, '')}-not-found.html`;
  await writeFile(join(dist, file), page(await render(samplePath)));
  notFoundByPrefix[prefix] = file;
}

// The shell for client-only routes: the template without prerendered content.
await writeFile(
  join(dist, 'app-shell.html'),
  page({ html: '', head: `${fontPreloadTag()}<title>Client portal</title><meta name="robots" content="noindex" />` }, template),
);

// sitemap.xml and robots.txt for crawlers.
const site = siteUrl();
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const urls = sitemapEntries()
  .map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(site + (path === '/' ? '/' : path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  })
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n'),
);

// What the signed-in shell of a dashboard screen preloads (APP_ROUTE_PRELOADS): its lazy chunks
// with the chunks they import, from Vite's manifest, and the API paths its first render fetches.
function chunkFiles(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`APP_ROUTE_PRELOADS names ${key}, which the Vite manifest lacks`);
  if (!seen.has(chunk.file)) {
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  }
  return seen;
}
const inShell = new Set(preloads.concat(entry).map((href) => href.replace(/^\//, '')));
const appPreloads = Object.fromEntries(
  Object.entries(APP_ROUTE_PRELOADS).map(([path, { modules, data }]) => {
    const files = new Set();
    for (const key of modules) for (const file of chunkFiles(key)) if (!inShell.has(file)) files.add(file);
    return [path, { modules: [...files].map((file) => `/${file}`), data: [...data] }];
  }),
);

const manifest = {
  pages,
  appShell: 'app-shell.html',
  appPreloads,
  appRoutes: [...APP_ROUTES],
  screens: [...SCREEN_PATHS],
  notFound: 'pages/404.html',
  notFoundByPrefix,
};
await writeFile(join(dist, 'route-manifest.json'), JSON.stringify(manifest, null, 2));
await rm(join(dist, 'index.html'));
await rm(join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `Prerendered ${Object.keys(pages).length} pages, the not-found pages and the app shell; wrote sitemap.xml and robots.txt (origin filled in by the server at start).`,
);
