import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: server unit + HTTP tests on PGlite, the database-touching server tests again on
// the PostgreSQL at 127.0.0.1:5432 (skipped when none answers), and the web app's component tests.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the CPUs: on CI's 2 cores that is one test file at a
    // time, and the files mostly wait on ffmpeg, flite, PGlite or a socket with a core left idle
    // (decision 041). Two files side by side on 2 cores; the default above that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps its modules from one test file to the next: the app's module graph is
          // evaluated once per worker instead of once per file (decision 041). Every
          // file still has its own database (the worker's PGlite, emptied: decision 257), data folder and ports.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: 'apps/server',
          // What PostgreSQL can change: PGlite is the same engine with one connection, so the
          // difference is many connections at once (decision 217). Every *.db test, and the HTTP
          // tests that race requests or run the queue, the allowance, keys, webhooks and limits.
          include: [
            'src/**/*.db.test.ts',
            'src/modules/videos/videos.routes.test.ts',
            'src/modules/channels/channels.routes.test.ts',
            'src/modules/billing/billing.allowance.routes.test.ts',
            'src/modules/billing/billing.stripe.routes.test.ts',
            'src/http/idempotency.routes.test.ts',
            'src/http/hardening.routes.test.ts',
            'src/modules/users/register.routes.test.ts',
            'src/modules/users/rate-limits.routes.test.ts',
            'src/modules/voices/voices.routes.test.ts',
            'src/modules/webhooks/webhooks.hardening.routes.test.ts',
          ],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps its modules from one test file to the next: the app's module graph is
          // evaluated once per worker instead of once per file (decision 041). Every
          // file still opens its own database, data folder and ports.
          isolate: false,
        },
      },
      {
        test: {
          name: 'writer',
          root: 'packages',
          include: ['writer/test/**/*.test.ts', 'wordnet/test/**/*.test.ts', 'contracts/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          // Each file gets a fresh jsdom but keeps React, MUI and the app's modules from the last
          // (decision 041): half the project's time was importing them again.
          isolate: false,
        },
      },
    ],
  },
});
