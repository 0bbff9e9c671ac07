// Renders the public pages, the not-found pages and the app shell from the SSR bundle with one set of
// firm settings (docs/public-site.md, "Firm settings"). Used twice with the same code:
//   - at build time by scripts/prerender.mjs, which writes the pages with the default settings (a
//     check that every page renders) and copies this file into dist/server/ beside the SSR bundle;
//   - at run time by the server (backend/src/spa/route-manifest.ts), which runs this file from
//     dist/server/ in a worker thread with the settings it started with and serves the result from
//     memory. A worker gives each start a fresh copy of the pages' modules, whose content is
//     computed from the settings when they load, and keeps React out of the server's own heap.
// Plain JavaScript with no imports outside Node: the server's image has no frontend packages (the
// SSR bundle is self-contained, see vite.config.ts).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** Keep in step with SITE_ORIGIN_PLACEHOLDER in backend/src/spa/route-manifest.ts, which replaces it. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://public-url.invalid';
/** Keep in step with FIRM_SETTINGS_ELEMENT_ID in packages/shared/src/firm-settings.ts. */
const FIRM_SETTINGS_ELEMENT_ID = 'firm-settings';

// The code each island loads (src/islands/registry.ts), with the chunks it imports. A page whose
// islands hydrate at once (data-island-hydrate="load", src/entry-public.ts) preloads React and
// their code beside the entry; the others load it only on the visitor's first interaction.
const ISLAND_MODULES = {
  header: 'src/features/public-site/components/site-header.tsx',
  'floating-actions': 'src/features/public-site/components/floating-actions.tsx',
  enquiry: 'src/features/public-site/enquiry/components/enquiry-form.tsx',
  'faq-group': 'src/features/faq/faq-page.tsx',
  'package-cards': 'src/features/public-site/components/package-cards.tsx',
  toasts: 'src/components/island/toasts.tsx',
  'letter-verify': 'src/features/engagement/public/verify-letter-form.tsx',
};

export const fileFor = (path) => (path === '/' ? 'pages/index.html' : `pages${path}.html`);
export const notFoundFileFor = (prefix) => `pages${prefix.replace(/\/$/, '')}-not-found.html`;

/** Files of dist/server/ (besides the SSR bundle) this renderer reads. */
export const TEMPLATE_FILE = 'index.html';
export const VITE_MANIFEST_FILE = 'vite-manifest.json';

/**
 * Loads the SSR bundle in `serverDir` with `settings` (null: the bundle's defaults) and renders every
 * page. Returns the HTML by file name (pages/..., app-shell.html) with the placeholder origin, the
 * public paths by file, the not-found pages by prefix, and the bundle's module (for the build's
 * sitemap and route lists). Call it once per process or worker: the bundle reads the settings when
 * it loads.
 */
export async function renderSite(serverDir, settings) {
  process.env.PUBLIC_URL = SITE_ORIGIN_PLACEHOLDER;
  if (settings) globalThis.__FIRM_SETTINGS__ = settings;
  const entry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const template = await readFile(join(serverDir, TEMPLATE_FILE), 'utf8');
  const viteManifest = JSON.parse(await readFile(join(serverDir, VITE_MANIFEST_FILE), 'utf8'));
  const { render, fontPreloadTag, PUBLIC_PATHS, NOT_FOUND_BY_PREFIX = {} } = entry;

  // The settings the bundle rendered with, embedded so the browser's islands use the same
  // (src/content/firm.ts). A JSON block is data, not a script: the CSP does not apply to it. "<"
  // is escaped so no value can close the element.
  const firmJson = JSON.stringify(entry.firmSettings()).replace(/</g, '\\u003c');
  const settingsTag = `<script type="application/json" id="${FIRM_SETTINGS_ELEMENT_ID}">${firmJson}</script>`;

  // Prerendered pages load their script only after their first paint: one small loader
  // (src/entry-client-loader.ts) adds the public entry (src/entry-public.ts, a few hundred bytes that
  // decide when the page's islands hydrate) and its preloads once the page is on screen. Requested
  // from the HTML, the script would download (and often run) before that paint, delaying it. The app
  // shell of the client-only routes, empty until the app renders, keeps the template's tags: the
  // portal's entry never loads on a public page.
  const loaderFile = viteManifest['src/entry-client-loader.ts']?.file;
  const publicEntry = viteManifest['src/entry-public.ts'];
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  if (!loaderFile || !entryTag.test(template) || !publicEntry)
    throw new Error('index.html or the Vite manifest lacks the app entry, the public entry or the loader');
  const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

  const chunks = (key) => chunkFiles(viteManifest, key);
  const publicPreloads = [...chunks('src/entry-public.ts')].filter((file) => file !== publicEntry.file);
  function loaderTagFor(html) {
    const files = new Set(publicPreloads);
    const names = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    for (const name of names)
      if (!ISLAND_MODULES[name]) throw new Error(`The island ${name} is missing from ISLAND_MODULES in scripts/site-renderer.mjs`);
    if (html.includes('data-island-hydrate="load"')) {
      for (const file of chunks('src/islands/hydrate-islands.tsx')) files.add(file);
      for (const name of names) for (const file of chunks(ISLAND_MODULES[name])) files.add(file);
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
    return frame.replace('<!--app-head-->', () => `${head}\n    ${settingsTag}`).replace('<!--app-html-->', () => html);
  }

  const files = {};
  const pages = {};
  for (const path of PUBLIC_PATHS) {
    const result = await render(path);
    if (result.status !== 200)
      throw new Error(`Prerendering ${path} gave status ${result.status}: is it missing from the site's routes or content?`);
    files[fileFor(path)] = page(result);
    pages[path] = fileFor(path);
  }
  files['pages/404.html'] = page(await render('/__not-found__'));
  const notFoundByPrefix = {};
  for (const [prefix, samplePath] of Object.entries(NOT_FOUND_BY_PREFIX)) {
    files[notFoundFileFor(prefix)] = page(await render(samplePath));
    notFoundByPrefix[prefix] = notFoundFileFor(prefix);
  }
  // The shell for client-only routes: the template without prerendered content.
  files['app-shell.html'] = page(
    { html: '', head: `${fontPreloadTag()}<title>Client portal</title><meta name="robots" content="noindex" />` },
    template,
  );
  return { files, pages, notFoundByPrefix, entry, viteManifest, template };
}

/** A chunk of the Vite manifest with the chunks it imports, as output file names. */
export function chunkFiles(viteManifest, key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`The Vite manifest lacks ${key}`);
  if (!seen.has(chunk.file)) {
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkFiles(viteManifest, imported, seen);
  }
  return seen;
}

// Run as the server's worker: render with the settings it was given and hand the pages back.
if (!isMainThread && workerData?.firmSettings) {
  const serverDir = dirname(fileURLToPath(import.meta.url));
  renderSite(serverDir, workerData.firmSettings).then(
    ({ files }) => parentPort.postMessage({ files }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}
