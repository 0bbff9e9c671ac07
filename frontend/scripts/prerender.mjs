// Renders every public route to static HTML after `vite build` and `vite build --ssr`, writes
// sitemap.xml and robots.txt, and writes dist/route-manifest.json, which the backend's page router
// reads to answer each path. The pages are rendered by scripts/site-renderer.mjs with the default
// firm settings: a check that every page renders. The server renders them again when it starts,
// with its own firm settings (docs/public-site.md, "Firm settings"), from the SSR bundle and the
// files this script leaves in dist/server/ (never served). Canonical links, social tags,
// structured data, sitemap.xml and robots.txt are written with a placeholder origin
// (SITE_ORIGIN_PLACEHOLDER) that the server replaces with its run-time PUBLIC_URL once, when it
// loads the build (backend/src/spa): one build serves staging and production.
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkFiles, renderSite, TEMPLATE_FILE, VITE_MANIFEST_FILE } from './site-renderer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.FRONTEND_DIST_DIR ?? 'dist';
const dist = resolve(root, outDir);
// Same folder as vite.config.ts gives the SSR build.
const serverDir = join(dist, 'server');

// What the server needs to render the pages again: the page template, the Vite manifest (the
// loader's and the islands' chunks) and the renderer itself, beside the SSR bundle.
await copyFile(join(dist, 'index.html'), join(serverDir, TEMPLATE_FILE));
await copyFile(join(dist, '.vite/manifest.json'), join(serverDir, VITE_MANIFEST_FILE));
await copyFile(join(root, 'scripts/site-renderer.mjs'), join(serverDir, 'site-renderer.mjs'));
// The bundle is ES modules; the server's image has no frontend/package.json to say so.
await writeFile(join(serverDir, 'package.json'), '{ "type": "module" }\n');

const { files, pages, notFoundByPrefix, entry, viteManifest, template } = await renderSite(serverDir, null);
const { siteUrl, sitemapEntries, APP_ROUTES, APP_ROUTE_PRELOADS, SCREEN_PATHS, ROBOTS_DISALLOW } = entry;
for (const [file, html] of Object.entries(files)) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
}

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
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryScript = entryTag.exec(template)?.[1];
const preloads = [...template.matchAll(preloadTag)].map((m) => m[1]);
const inShell = new Set(preloads.concat(entryScript).map((href) => href.replace(/^\//, '')));
const appPreloads = Object.fromEntries(
  Object.entries(APP_ROUTE_PRELOADS).map(([path, { modules, data }]) => {
    const files = new Set();
    for (const key of modules) for (const file of chunkFiles(viteManifest, key)) if (!inShell.has(file)) files.add(file);
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
  // The server renders the pages above again at start, with its firm settings, by running this.
  renderer: 'server/site-renderer.mjs',
};
await writeFile(join(dist, 'route-manifest.json'), JSON.stringify(manifest, null, 2));
await rm(join(dist, 'index.html'));
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `Prerendered ${Object.keys(pages).length} pages, the not-found pages and the app shell; wrote sitemap.xml and robots.txt (origin and firm settings filled in by the server at start).`,
);
