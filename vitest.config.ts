import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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
          // file still opens its own database, data folder and ports.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: 'apps/server',
          include: ['src/**/*.db.test.ts', 'src/**/*.routes.test.ts'],
          // What these check is the rendered picture made from the creator's uploads (ffmpeg's
          // work, the same on either database), at 20-40 s of render each; the render through the
          // queue on PostgreSQL stays covered by videos.routes and the *.db tests (decision 041).
          exclude: [
            ...configDefaults.exclude,
            'src/modules/videos/videos.broll-photos.routes.test.ts',
            'src/modules/videos/videos.broll.routes.test.ts',
            'src/modules/videos/videos.images.routes.test.ts',
            // The notice a finished video carries is the writer's, and a cloned voice's
            // rows are one plain insert, select and delete: 45 s and 23 s of renders and speech on
            // CI's 2 cores, none of it different on PostgreSQL.
            'src/modules/videos/videos.notice.routes.test.ts',
            'src/modules/voices/voice-clones.routes.test.ts',
            // Enhancing uploads (ffmpeg and the recogniser), an MCP render and a voice's pace (flite):
            // 51 s, 13 s and 8 s on PostgreSQL for SQL that PGlite, the same engine, already runs.
            'src/modules/uploads/uploads.routes.test.ts',
            'src/mcp/mcp.routes.test.ts',
            'src/modules/scripts/audio-length.routes.test.ts',
            // A storyboard's stills, narration and version renders, a share page's video and the
            // preview's segments are ffmpeg and flite work; the revision check (409) and ownership
            // are one UPDATE ... WHERE and one owner filter that PGlite runs the same (a minute or
            // more of CI's 2 cores a run).
            'src/modules/storyboards/storyboards.routes.test.ts',
            'src/modules/videos/videos.storyboard.routes.test.ts',
            'src/modules/videos/video-share.routes.test.ts',
            'src/modules/videos/videos.preview.routes.test.ts',
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
        },
      },
    ],
  },
});
