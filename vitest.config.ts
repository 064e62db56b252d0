import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// One runner for unit and server tests across the workspaces; browser journeys live in e2e/ (Playwright).
// Server tests always run on PGlite; when TEST_DATABASE_URL is set (CI) they run a second time on Postgres.
const serverProject = (name: string, databaseUrl: string): TestProjectConfiguration => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    setupFiles: ['apps/server/test/fail-on-console-error.ts', 'apps/server/test/keep-test-database.ts'],
    env: { TEST_DATABASE_URL: databaseUrl },
    testTimeout: 30_000,
    // One module graph per worker for all its server files: importing the app (Fastify, every module,
    // drizzle, pg-boss) took about as long as the tests themselves when each file imported it anew.
    // Server tests share no module state: each builds its own app on its own database, and
    // keep-test-database.ts closes the file's database after the file.
    isolate: false,
    // A new PGlite database (initdb, then migrations) is a hook's work: seconds alone, a minute or
    // more on a busy shared machine. Tests themselves reuse the file's database (test-database.ts).
    hookTimeout: 180_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which on the 2-core machines the shop is built
    // and checked on is a single worker; most server tests wait on a database, a child process or
    // ffmpeg, so two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      serverProject('server', ''),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
      {
        define: { __SITE_URL__: '"http://localhost:3000"', __MEDIA_BASE_URL__: '"/media"' },
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['test/happy-dom-beacon.ts'],
        },
      },
    ],
  },
});
