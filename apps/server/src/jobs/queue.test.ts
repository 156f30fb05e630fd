import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { createQueue, type Queue } from './queue.ts';

describe('the queue on the embedded database', () => {
  let database: Database | undefined;
  let queue: Queue | undefined;
  afterAll(async () => {
    await queue?.stop({ graceMs: 0 });
    await database?.close();
  });

  it('runs a burst of short jobs one after another at once, not one per 2 s poll', async () => {
    ({ database } = await openTestDatabase());
    queue = await createQueue(database, pino({ level: 'silent' }));
    // Waiting before any worker starts, as after a restart or a burst of posts at the same minute.
    for (let i = 0; i < 6; i++) await queue.send('push.send', { videoId: `video-${i}` });
    const done: string[] = [];
    const started = Date.now();
    await queue.work({ 'push.send': async ({ videoId }) => void done.push(videoId) });
    await expect.poll(() => done.length, { timeout: 30_000, interval: 50 }).toBe(6);
    // One job per worker per poll took 10 s for these six.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `video-${i}`));
  });
});
