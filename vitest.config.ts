import { defineConfig } from 'vitest/config';

// One runner for unit and server tests across the workspaces; browser journeys live in e2e/ (Playwright).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        define: { __SITE_URL__: '"http://localhost:3000"', __MEDIA_BASE_URL__: '"/media"' },
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
