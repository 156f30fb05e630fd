import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningWithKey } from '../test/api-keys.ts';
import type { TestApp } from '../test/test-app.ts';
import { run } from '../test/media.ts';

const cli = path.resolve(import.meta.dirname, 'cli.ts');

describe('npm run cli -- --server URL --key KEY', () => {
  let t: TestApp;
  let baseUrl: string;
  let key: string;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-cli-remote-'));
  beforeAll(async () => {
    ({ t, baseUrl, key } = await listeningWithKey({}, 'CLI'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('explains a missing key', async () => {
    const err = await run('node', [
      '--import',
      'tsx',
      cli,
      '--server',
      baseUrl,
      'generate',
      '--idea',
      'x',
    ]).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain('--key: an API key is needed with --server (Settings → API)');
  });

  it('makes the video on the server and downloads its files', async () => {
    const out = path.join(outDir, 'octopus.mp4');
    const { stdout, stderr } = await run(
      'node',
      [
        '--import',
        'tsx',
        cli,
        '--server',
        baseUrl,
        '--key',
        key,
        'generate',
        '--idea',
        'Why octopuses have three hearts',
        '--duration',
        '15',
        '--out',
        out,
      ],
      { timeout: 240_000 },
    );
    expect(stderr).toMatch(/^video [0-9a-f-]{36} queued on http:\/\/127\.0\.0\.1:\d+$/m);
    expect(stdout).toContain(`video      ${out}`);
    for (const f of ['octopus.mp4', 'octopus.jpg', 'octopus.srt', 'octopus.vtt'])
      expect(statSync(path.join(outDir, f)).size, f).toBeGreaterThan(0);
    const probe = await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      out,
    ]);
    expect(probe.stdout.trim()).toBe('1080,1920');
  });
});
