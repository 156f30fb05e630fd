import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { composeServices } from './root.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Several machines share one PostgreSQL queue: the API process queues, a separate worker runs.
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'npm run worker (standalone worker on PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ worker: false });
    });
    afterAll(() => t?.close());

    it('picks up a job queued by the API process and stops cleanly on SIGTERM', async () => {
      await composeServices(t.ctx).email.enqueue({
        to: 'worker@example.com',
        subject: 'From the queue',
        text: 'hello',
      });
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main-worker.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: t.ctx.database.connectionString!,
          DATA_DIR: t.dataDir,
          SMTP_URL: t.smtp.url,
          JWT_SECRET: t.ctx.env.JWT_SECRET,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      try {
        const mail = await t.smtp.waitFor((m) => m.to.includes('worker@example.com'), 30_000);
        expect(mail.subject).toBe('From the queue');
        expect(output).toContain('worker started');
      } finally {
        child.kill('SIGTERM');
      }
      const code = await new Promise((r) => child.once('exit', r));
      expect(code).toBe(0);
    });

    it('refuses to start without DATABASE_URL and says why', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main-worker.ts')], {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: t.dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      const code = await new Promise((r) => child.once('exit', r));
      expect(code).toBe(1);
      expect(err).toContain('needs DATABASE_URL');
    });
  },
);
