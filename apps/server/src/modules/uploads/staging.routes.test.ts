import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { composeServices } from '../../root.ts';
import { STAGED_IDLE_MS, STAGED_MAX_AGE_MS, STAGED_PER_ACCOUNT, UploadStaging } from './staging.ts';

const MB = 1024 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

// Issue 43, item 3: bytes still arriving over tus cannot fill the disk.
describe('staged uploads count, are capped and expire', () => {
  let t: TestApp;
  let base: string;
  let staging: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    staging = path.join(t.dataDir, 'tus');
  });
  afterAll(() => t?.close());

  const create = (headers: Record<string, string>, size: number) =>
    fetch(`${base}/api/uploads/tus`, {
      method: 'POST',
      headers: {
        ...headers,
        ...TUS,
        'Upload-Length': String(size),
        'Upload-Metadata': `filename ${b64('a.mp4')}`,
      },
    });
  const idOf = (res: Response) => res.headers.get('location')!.split('/').pop()!;

  it('counts the declared size of every upload in flight against the storage', async () => {
    const me = await makeUser(t.ctx); // Free: 2 GB
    for (let i = 0; i < 4; i++) expect((await create(me.headers, 500 * MB)).status).toBe(201);
    // 2,000 MB are on their way: another 500 MB would not fit when they arrive.
    const over = await create(me.headers, 500 * MB);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'storage_limit_reached' });
    // Someone else's room is their own.
    const other = await makeUser(t.ctx);
    expect((await create(other.headers, 500 * MB)).status).toBe(201);
  });

  it(`allows ${STAGED_PER_ACCOUNT} uploads in flight per account`, async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    for (let i = 0; i < STAGED_PER_ACCOUNT; i++) expect((await create(me.headers, 1000)).status).toBe(201);
    const more = await create(me.headers, 1000);
    expect(more.status).toBe(429);
    expect(await more.json()).toMatchObject({ code: 'too_many_uploads' });
  });

  it('deletes uploads nobody finished, too old or idle too long, and frees their room', async () => {
    const me = await makeUser(t.ctx);
    const old = idOf(await create(me.headers, 500 * MB));
    const idle = idOf(await create(me.headers, 500 * MB));
    const fresh = idOf(await create(me.headers, 500 * MB));
    expect((await create(me.headers, 100 * MB)).status).toBe(201);
    expect((await create(me.headers, 500 * MB)).status).toBe(413);
    // One was started a day and more ago; one has had no byte for hours.
    const info = JSON.parse(readFileSync(path.join(staging, `${old}.json`), 'utf8'));
    info.creation_date = new Date(Date.now() - STAGED_MAX_AGE_MS - 60_000).toISOString();
    writeFileSync(path.join(staging, `${old}.json`), JSON.stringify(info));
    const then = new Date(Date.now() - STAGED_IDLE_MS - 60_000);
    utimesSync(path.join(staging, idle), then, then);
    // An expired upload no longer counts, even before the sweep deletes it.
    expect((await create(me.headers, 500 * MB)).status).toBe(201);

    const gone = await composeServices(t.ctx).uploads.staging.sweep();
    expect(gone).toBeGreaterThanOrEqual(2);
    for (const id of [old, idle]) {
      expect(existsSync(path.join(staging, id))).toBe(false);
      expect(existsSync(path.join(staging, `${id}.json`))).toBe(false);
      const head = await fetch(`${base}/api/uploads/tus/${id}`, {
        method: 'HEAD',
        headers: { ...me.headers, ...TUS },
      });
      expect(head.status).toBe(404);
    }
    expect(existsSync(path.join(staging, fresh))).toBe(true);
  });

  it('sweeps at start: what a crash or a restart left behind', async () => {
    const dir = path.join(t.dataDir, 'tus-restart');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'left'), Buffer.alloc(1000));
    writeFileSync(
      path.join(dir, 'left.json'),
      JSON.stringify({
        id: 'left',
        size: 1000,
        metadata: { owner: 'x' },
        creation_date: new Date(0).toISOString(),
      }),
    );
    // A data file whose `.json` never got written, hours ago.
    writeFileSync(path.join(dir, 'stray'), Buffer.alloc(10));
    const then = new Date(Date.now() - STAGED_IDLE_MS - 60_000);
    utimesSync(path.join(dir, 'stray'), then, then);

    const stop = new UploadStaging(dir).start(pino({ level: 'silent' }), 3600_000);
    try {
      await expect
        .poll(() => existsSync(path.join(dir, 'left')) || existsSync(path.join(dir, 'stray')))
        .toBe(false);
      expect(existsSync(path.join(dir, 'left.json'))).toBe(false);
    } finally {
      stop();
    }
  });
});
