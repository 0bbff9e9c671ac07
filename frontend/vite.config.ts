import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// FRONTEND_DIST_DIR lets a build go elsewhere than dist/ (parallel test runs). The SSR bundle goes
// into its server/ folder, which the server renders the pages from at start and never serves
// (scripts/prerender.mjs, scripts/site-renderer.mjs).
const outDir = process.env.FRONTEND_DIST_DIR ?? 'dist';
const ssrOutDir = `${outDir}/server`;

/**
 * styled-components names each component from a counter in the order modules are evaluated, and
 * that order differs between the prerender (SSR) bundle and the browser's chunks, so hydration met
 * other class names than the HTML carried (a mismatch React leaves unpatched; see
 * docs/performance.md). Its Babel plugin derives each id from the file and position instead: the same
 * in both builds. Only files that import styled-components go through Babel, called here directly
 * (@rolldown/plugin-babel did the same but asks for Node 22.12, and the project runs on Node 20).
 */
function stableStyledComponentIds(): Plugin {
  return {
    name: 'stable-styled-component-ids',
    // Before Vite strips types and JSX: Babel only parses them and prints them back unchanged.
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /from 'styled-components'/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: false,
          parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true, minify: false }]],
        });
        return result?.code == null ? null : { code: result.code, map: null };
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableStyledComponentIds()],
  // The SSR bundle carries React's production build only, whatever NODE_ENV the server or the
  // prerender runs with: the same markup, rendered faster, from a smaller bundle.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: {
      // Code shared with the backend (the package catalogue, rules, labels), read from its sources
      // and bundled like the app's own (docs/decisions/0017-shared-package.md).
      '@table-bay/shared': fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  ssr: {
    // Every package is bundled into the SSR build: the server runs it at start (docs/public-site.md,
    // "Firm settings") from an image without the frontend's packages. styled-components must be
    // bundled in any case (also where Vitest transforms for Node), to share one style registry.
    noExternal: isSsrBuild ? true : ['styled-components'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    // Prerendered pages name only the small loader, which adds the public entry (their islands)
    // after the first paint (src/entry-client-loader.ts, scripts/prerender.mjs); the app shell
    // keeps index.html as is.
    ...(isSsrBuild
      ? // The SSR bundle needs no copy of public/ (the client build has it).
        { copyPublicDir: false }
      : {
          // scripts/prerender.mjs finds the loader's file name here (and removes the manifest).
          manifest: true,
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              loader: fileURLToPath(new URL('src/entry-client-loader.ts', import.meta.url)),
              // The script of the prerendered public pages: their islands only (src/entry-public.ts).
              public: fileURLToPath(new URL('src/entry-public.ts', import.meta.url)),
            },
          },
        }),
  },
}));
