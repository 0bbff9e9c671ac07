import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// FRONTEND_DIST_DIR lets a build go elsewhere than dist/ (parallel test runs). The prerender bundle
// stays inside this package, where it can resolve node_modules (see scripts/prerender.mjs).
const outDir = process.env.FRONTEND_DIST_DIR ?? 'dist';
const ssrOutDir = `.ssr/${outDir.replace(/[^A-Za-z0-9]/g, '_')}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      // The package catalogue has one source, shared with the backend's seed (design ruling 4).
      '@catalogue': fileURLToPath(new URL('../backend/src/catalogue/catalogue.data.ts', import.meta.url)),
    },
  },
  ssr: {
    // styled-components must be bundled into the prerender build to share one style registry.
    noExternal: ['styled-components'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    // Prerendered pages name only the small loader, which adds the app's entry after the first
    // paint (src/entry-client-loader.ts, scripts/prerender.mjs); the app shell keeps index.html as is.
    ...(isSsrBuild
      ? {}
      : {
          // scripts/prerender.mjs finds the loader's file name here (and removes the manifest).
          manifest: true,
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              loader: fileURLToPath(new URL('src/entry-client-loader.ts', import.meta.url)),
            },
          },
        }),
  },
}));
