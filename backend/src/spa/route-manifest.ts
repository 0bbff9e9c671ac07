import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FirmSettings } from '@table-bay/shared';

/**
 * Written by the frontend build (frontend/scripts/prerender.mjs) beside the files it names.
 * Paths have no trailing slash (except "/"); files are relative to the dist folder.
 */
export interface RouteManifest {
  /** Prerendered public pages: path to HTML file. */
  pages: Record<string, string>;
  /** The SPA shell for client-only routes. */
  appShell: string;
  /** Client-only routes: exact paths, or prefixes ending in "/*". */
  appRoutes: string[];
  /**
   * Per dashboard screen, what its signed-in shell preloads: the route's chunks (URL paths) and the
   * API paths its first render fetches (frontend/src/app/route-paths.ts, APP_ROUTE_PRELOADS).
   */
  appPreloads?: Record<string, { modules: string[]; data: string[] }>;
  /** Every client-only screen with its parameters (`:name`), for the browser suites; the server does not route by it. */
  screens?: string[];
  /** The prerendered not-found page, sent with status 404. */
  notFound: string;
  /** A more specific not-found page for paths under a prefix (e.g. "/blog/" to the blog's). */
  notFoundByPrefix?: Record<string, string>;
  /**
   * The script that renders the pages above again with the server's firm settings
   * (frontend/scripts/site-renderer.mjs, run in a worker thread); absent in builds made before it.
   */
  renderer?: string;
}

/** The build's folder of server-side files (SSR bundle, renderer): read by the server, never served. */
export const SERVER_FILES_DIR = 'server';

export interface PageResolution {
  file: string;
  status: 200 | 404;
}

/**
 * The origin the prerender writes into canonical links, social tags, structured data, sitemap.xml
 * and robots.txt (frontend/scripts/prerender.mjs). Replaced by the run-time PUBLIC_URL when the
 * build is loaded, so one build serves staging and production.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://public-url.invalid';

/** Build files that carry the site's origin besides the HTML pages. */
const ORIGIN_FILES = ['sitemap.xml', 'robots.txt'];

/** How long the pages may take to render at start before the server gives up on them. */
const RENDER_TIMEOUT_MS = 120_000;

export class FrontendBuild {
  private readonly files: Set<string>;
  /** Pages, sitemap.xml and robots.txt with the run-time origin in place, read once at start. */
  private readonly texts = new Map<string, Buffer>();
  private readonly origin: string;
  /** The pages rendered with the run-time firm settings; started by the first page request or warmUp(). */
  private rendered?: Promise<void>;

  private constructor(
    readonly dist: string,
    private readonly manifest: RouteManifest,
    publicUrl: string,
    private readonly firm: FirmSettings,
  ) {
    // The server-side files (SSR bundle, renderer, template) are no files of the site.
    this.files = new Set(listFiles(dist).filter((f) => !f.startsWith(`${SERVER_FILES_DIR}/`)));
    this.origin = publicUrl.replace(/\/+$/, '');
    // A build without a renderer has its pages as built; sitemap.xml and robots.txt never depend on the settings.
    const pageFiles = manifest.renderer ? [] : this.pageFiles();
    for (const file of [...pageFiles, ...ORIGIN_FILES.filter((f) => this.files.has(f))]) {
      this.setText(file, readFileSync(join(dist, file), 'utf8'));
    }
  }

  private pageFiles(): string[] {
    const m = this.manifest;
    return [...Object.values(m.pages), m.appShell, m.notFound, ...Object.values(m.notFoundByPrefix ?? {})];
  }

  private setText(file: string, text: string): void {
    this.texts.set(file, Buffer.from(text.split(SITE_ORIGIN_PLACEHOLDER).join(this.origin)));
  }

  /**
   * Resolves once the pages are in memory: rendered from the build's SSR bundle with the firm
   * settings this server started with (docs/public-site.md, "Firm settings"), once per process, in
   * a worker thread (frontend/scripts/site-renderer.mjs) so the server's event loop and heap stay
   * free of it. Rejects when the render fails: the pages are then not served rather than served
   * with other settings than the invoices use.
   */
  ready(): Promise<void> {
    this.rendered ??= this.manifest.renderer ? this.renderPages(join(this.dist, this.manifest.renderer)) : Promise.resolve();
    return this.rendered;
  }

  private renderPages(script: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const worker = new Worker(script, { workerData: { firmSettings: this.firm } });
      // The render must not keep a stopping process (or a finished test run) alive.
      worker.unref();
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error(`The pages did not render within ${RENDER_TIMEOUT_MS / 1000} s`));
      }, RENDER_TIMEOUT_MS);
      timer.unref();
      const done = (error?: Error) => {
        clearTimeout(timer);
        void worker.terminate();
        if (error) reject(error);
        else resolve();
      };
      worker.once('message', (message: { files?: Record<string, string>; error?: string }) => {
        if (!message.files) return done(new Error(`The pages could not be rendered: ${message.error ?? 'no answer'}`));
        const missing = this.pageFiles().filter((file) => message.files?.[file] === undefined);
        if (missing.length > 0) return done(new Error(`The renderer gave no ${missing.join(', ')}`));
        for (const file of this.pageFiles()) this.setText(file, message.files[file]);
        this.signedInShells.clear();
        done();
      });
      worker.once('error', (error) => done(error));
      worker.once('exit', (code) => done(new Error(`The page renderer stopped (exit code ${code}) before it answered`)));
    });
  }

  /** Signed-in app shells with their preload links, built on first use per screen. */
  private readonly signedInShells = new Map<string, Buffer>();

  /**
   * The app shell for a signed-in request of `urlPath`: the route's chunks as modulepreload links
   * and GET /api/user and the screen's first lists as fetch preloads (with credentials, as the
   * app's fetcher asks, so the browser hands the fetcher the preloaded answers), so they travel
   * beside the app bundle instead of after it. Other paths get the plain shell.
   */
  signedInShell(urlPath: string): Buffer | undefined {
    const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const preload = this.manifest.appPreloads?.[path];
    const shell = this.text(this.manifest.appShell);
    if (!preload || !shell) return shell;
    let built = this.signedInShells.get(path);
    if (!built) {
      const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      const links = [
        ...['/api/user', ...preload.data].map(
          (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attr(href)}">`,
        ),
        ...preload.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
      ].join('');
      const html = shell.toString('utf8');
      const at = html.indexOf('</head>');
      built = Buffer.from(at < 0 ? html : html.slice(0, at) + links + html.slice(at));
      this.signedInShells.set(path, built);
    }
    return built;
  }

  /**
   * Loads the build for the site at `publicUrl` whose pages show `firm`; null when the frontend has
   * not been built. The pages render on the first call of ready().
   */
  static load(dist: string, publicUrl: string, firm: FirmSettings): FrontendBuild | null {
    const manifestPath = join(dist, 'route-manifest.json');
    if (!existsSync(manifestPath)) return null;
    return new FrontendBuild(dist, JSON.parse(readFileSync(manifestPath, 'utf8')) as RouteManifest, publicUrl, firm);
  }

  /** True when the URL path names a file of the build (assets, robots.txt, ...). */
  hasFile(urlPath: string): boolean {
    return this.files.has(urlPath.replace(/^\/+/, ''));
  }

  /** A page or sitemap.xml/robots.txt as served, with the run-time origin; undefined for other files. */
  text(file: string): Buffer | undefined {
    return this.texts.get(file.replace(/^\/+/, ''));
  }

  /** True when `file` is the SPA shell of the client-only routes. */
  isAppShell(file: string): boolean {
    return file === this.manifest.appShell;
  }

  resolve(urlPath: string): PageResolution {
    const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const page = this.manifest.pages[path];
    if (page) return { file: page, status: 200 };
    for (const route of this.manifest.appRoutes) {
      if (route.endsWith('/*') ? path === route.slice(0, -2) || path.startsWith(route.slice(0, -1)) : path === route) {
        return { file: this.manifest.appShell, status: 200 };
      }
    }
    for (const [prefix, file] of Object.entries(this.manifest.notFoundByPrefix ?? {})) {
      if (path.startsWith(prefix)) return { file, status: 404 };
    }
    return { file: this.manifest.notFound, status: 404 };
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}
