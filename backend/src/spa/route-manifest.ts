import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
}

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

export class FrontendBuild {
  private readonly files: Set<string>;
  /** Pages, sitemap.xml and robots.txt with the run-time origin in place, read once at start. */
  private readonly texts = new Map<string, Buffer>();

  private constructor(
    readonly dist: string,
    private readonly manifest: RouteManifest,
    publicUrl: string,
  ) {
    this.files = new Set(listFiles(dist));
    const origin = publicUrl.replace(/\/+$/, '');
    const pageFiles = [
      ...Object.values(manifest.pages),
      manifest.appShell,
      manifest.notFound,
      ...Object.values(manifest.notFoundByPrefix ?? {}),
    ];
    for (const file of [...pageFiles, ...ORIGIN_FILES.filter((f) => this.files.has(f))]) {
      const text = readFileSync(join(dist, file), 'utf8');
      this.texts.set(file, Buffer.from(text.split(SITE_ORIGIN_PLACEHOLDER).join(origin)));
    }
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

  /** Loads the build for the site at `publicUrl`; null when the frontend has not been built. */
  static load(dist: string, publicUrl: string): FrontendBuild | null {
    const manifestPath = join(dist, 'route-manifest.json');
    if (!existsSync(manifestPath)) return null;
    return new FrontendBuild(dist, JSON.parse(readFileSync(manifestPath, 'utf8')) as RouteManifest, publicUrl);
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
