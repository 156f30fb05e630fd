import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashEnv, until } from '../test/crash-env.ts';
import { run } from '../test/media.ts';
import { makeUser } from '../test/users.ts';
import { audioClips, uploads, voiceUsage } from './db/schema/index.ts';
import { configureRateLimits } from './http/rate-limits.ts';
import { NarrationSweep } from './modules/scripts/narration-sweep.ts';
import { ENHANCE_STOPPED_REASON, EnhanceSweep } from './modules/uploads/enhance-sweep.ts';
import { UploadsRepo } from './modules/uploads/uploads.repo.ts';
import { uploadOriginalKey } from './storage/storage-paths.ts';

// The crash suite for jobs with a row besides the render (issue 43): PostgreSQL, S3-compatible
// storage, worker processes killed with SIGKILL mid-job, on the last attempt and on the first.
// Every row ends terminal, with its allowance right.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a worker killed mid-enhance or mid-narration', () => {
  let env: Awaited<ReturnType<typeof crashEnv>>;
  let dir: string;
  beforeAll(async () => {
    env = await crashEnv();
    configureRateLimits(env.t.ctx, { account: { max: 10_000 } });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-crash-media-'));
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=4'],
      ...['-f', 'lavfi', '-i', 'sine=f=440:d=4', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path.join(dir, 'clip.mp4')],
    ]);
  }, 60_000);
  afterAll(async () => {
    await env?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const db = () => env.t.ctx.database.db;
  const upload = async (userId: string) => {
    const id = randomUUID();
    const key = uploadOriginalKey({ userId, id }, 'mp4');
    await env.t.ctx.storage.putFile(key, path.join(dir, 'clip.mp4'));
    await new UploadsRepo(db()).insert({
      ...{ id, userId, filename: 'clip.mp4', originalKey: key, sizeBytes: 1, durationSec: 4 },
      ...{ width: 640, height: 360, hasAudio: 1 },
    });
    return id;
  };
  const enhance = (headers: Record<string, string>, id: string) =>
    env.t.app.inject({
      method: 'POST',
      url: `/api/uploads/${id}/enhance`,
      headers,
      payload: { captions: false, loudness: false, reframe: 'blur' },
    });
  const row = async (id: string) => (await db().select().from(uploads).where(eq(uploads.id, id)))[0]!;
  const running = (id: string) => async () =>
    ['analysing', 'transcribing', 'rendering', 'checking'].includes((await row(id)).status);
  const lastAttempt = (name: string, field: string, id: string) =>
    db().execute(
      sql`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = ${name} AND data->>${field} = ${id}`,
    );

  it('an enhance killed on its last attempt ends failed and can be enhanced again; one killed on its first is finished', async () => {
    const me = await makeUser(env.t.ctx);
    const doomedLast = await upload(me.user.id);
    expect((await enhance(me.headers, doomedLast)).statusCode).toBe(202);
    await lastAttempt('upload.enhance', 'uploadId', doomedLast);
    const doomedFirst = await upload(me.user.id);
    expect((await enhance(me.headers, doomedFirst)).statusCode).toBe(202);
    // One worker takes both (two at once), so one SIGKILL stops an enhance on each kind of attempt.
    const worker = env.startWorker({ WORKER_CONCURRENCY: '2' });
    await until(async () => (await running(doomedLast)()) && (await running(doomedFirst)()), 90_000);
    await env.kill(worker);
    // Time passes: the sweep (any worker runs it) finds the silent enhances.
    await new EnhanceSweep(env.t.ctx).run(Date.now() + 60_000);
    const failed = await row(doomedLast);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(ENHANCE_STOPPED_REASON);
    expect((await row(doomedFirst)).status).toBe('queued');

    // The failed one is accepted again; another worker finishes both.
    expect((await enhance(me.headers, doomedLast)).statusCode).toBe(202);
    env.startWorker();
    await until(async () => {
      const rows = await Promise.all([row(doomedLast), row(doomedFirst)]);
      return rows.every((r) => r.status === 'completed' || r.status === 'failed');
    }, 240_000);
    for (const id of [doomedLast, doomedFirst]) {
      const done = await row(id);
      expect(done.status, done.error ?? '').toBe('completed');
      const info = await env.t.ctx.storage.stat(done.outputKey!);
      expect(info?.size).toBeGreaterThan(10_000);
    }
  }, 420_000);

  // Long enough that flite is still speaking when the worker is killed.
  const script = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `Sentence ${i + 1}: bees dance to tell the hive where the flowers are.`,
    ).join(' ');
  const narrate = (headers: Record<string, string>, text: string) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/scripts/audio-from-text/',
      headers,
      payload: { script: text, voice: 'rachel', max_chars: 5000 },
    });
  /** The account's narration jobs, oldest first, each with its clip's id. */
  const narrationJobs = async (userId: string) => {
    const rows = (await db().execute(
      sql`SELECT j.state, c.id FROM pgboss.job j JOIN audio_clips c ON j.data->>'audioId' = c.id::text WHERE j.name = 'voice.narrate' AND c.user_id = ${userId} ORDER BY j.created_on`,
    )) as unknown as { rows: { state: string; id: string }[] };
    return rows.rows;
  };
  const generations = async (userId: string) =>
    (await db().select().from(voiceUsage).where(eq(voiceUsage.userId, userId))).length;

  it('a narration killed on its last attempt gives its generation back; one killed on its first is spoken once', async () => {
    const me = await makeUser(env.t.ctx, { plan: 'creator' });
    // The requests wait while no worker runs (the one that finished the enhances included), so the
    // first job can be put on its last try.
    await env.killAll();
    const lost = narrate(me.headers, script(50));
    await until(async () => (await narrationJobs(me.user.id)).length === 1, 30_000);
    const first = (await narrationJobs(me.user.id))[0]!.id;
    await lastAttempt('voice.narrate', 'audioId', first);
    const kept = narrate(me.headers, script(49));
    await until(async () => (await narrationJobs(me.user.id)).length === 2, 30_000);
    const second = (await narrationJobs(me.user.id))[1]!.id;
    expect(await generations(me.user.id)).toBe(2);
    // One worker speaks both at once, so one SIGKILL stops a narration on each kind of attempt.
    const worker = env.startWorker({ WORKER_CONCURRENCY: '2' });
    await until(async () => (await narrationJobs(me.user.id)).every((j) => j.state === 'active'), 90_000);
    await env.kill(worker);
    // pg-boss expires a dead worker's jobs after 180 s; here that happens at once.
    await env.t.ctx.queue.failActive('voice.narrate', 'audioId', [first, second], 'expired');
    // The last attempt's clip is ended and its generation given back; the first's job is retried.
    expect(await new NarrationSweep(env.t.ctx).run(Date.now() + 60_000)).toBe(1);
    expect((await lost).statusCode).toBe(502);
    expect(await db().select().from(audioClips).where(eq(audioClips.id, first))).toHaveLength(0);
    expect(await generations(me.user.id)).toBe(1);

    // The retry runs on another worker and the waiting request gets its audio.
    env.startWorker();
    const res = await kept;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content_id).toBe(second);
    expect(await new NarrationSweep(env.t.ctx).run(Date.now() + 60_000)).toBe(0);
    expect(await generations(me.user.id)).toBe(1);
  }, 300_000);
});
