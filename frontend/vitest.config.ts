import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Plain Node by default: a test that needs a DOM says so in its first line (`// @vitest-environment jsdom`),
      // so the files that only check content and rules do not each pay for setting up jsdom.
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      passWithNoTests: true,
    },
  }),
);
