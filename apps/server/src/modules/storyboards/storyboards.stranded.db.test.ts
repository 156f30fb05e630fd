import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { STORYBOARD_SCHEMA_VERSION, type Storyboard } from '@reelsmith/contracts/storyboard';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoVersions, videos } from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';
import { VERSION_STOPPED_REASON } from './storyboards.jobs.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';

// Issue 36: a version render whose worker dies is noticed by its silent row within a minute (as
// renders and enhances are, decision 164), not at its job's 10-minute expiry: retried when it has a
// retry left, else failed with the reason the editor shows.
describe('no version render is ever stranded', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    me = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  const db = () => t.ctx.database.db;
  const repo = () => new StoryboardsRepo(db());
  const sweep = () => composeServices(t.ctx).versionJobs.sweep();

  /** A finished video with its storyboard, and version 2 asked for (its job sent with its row). */
  async function versionAskedFor() {
    const [video] = await db()
      .insert(videos)
      .values({
        userId: me.user.id,
        title: 'Cats',
        idea: 'Cats',
        vibe: 'educational',
        voice: 'rachel',
        style: 'cinematic',
        captionPreset: 'bold',
        music: 'none',
        targetDurationSec: 15,
        status: 'completed',
        currentVersion: 1,
      })
      .returning();
    const storyboard: Storyboard = {
      schema_version: STORYBOARD_SCHEMA_VERSION,
      width: 1080,
      height: 1920,
      fps: 30,
      language: 'en',
      seed: 1,
      vibe: 'educational',
      voiceId: 'rachel',
      style: 'cinematic',
      captions: { preset: 'bold', position: 'bottom', safeZone: 'all' },
      music: { track: 'none', volume: 0.5, ducking: true },
      watermark: null,
      title: 'Cats',
      caption: '',
      hashtags: [],
      tailSec: 0.8,
      scenes: [
        {
          id: 's1',
          text: 'Cats sleep a lot.',
          narration: {
            text: 'Cats sleep a lot.',
            audioKey: `users/${me.user.id}/videos/${video!.id}/narration/voice.wav`,
            offsetSec: 0,
            durationSec: 1.5,
            words: [],
          },
          visual: { kind: 'color', colors: ['#112233'] },
          layout: 'statement',
          durationSec: 6,
          transition: 'cut',
          label: null,
          emphasis: null,
          backdrop: null,
        },
      ],
    };
    await db().update(videos).set({ storyboard, storyboardRev: 1 }).where(eq(videos.id, video!.id));
    const version = await repo().startVersion(
      video!.id,
      me.user.id,
      () => storyboard,
      (tx, row) => t.ctx.queue.send('version.render', { versionId: row.id }, { tx, singletonKey: row.id }),
    );
    return { videoId: video!.id, versionId: version!.id };
  }

  /** A worker takes the version's job and dies; the row's last heartbeat was two minutes ago. */
  async function dieWhileRendering(versionId: string) {
    const boss = t.ctx.database.executor
      ? new PgBoss({ db: t.ctx.database.executor, schema: 'pgboss' } as never)
      : new PgBoss({ connectionString: t.ctx.database.connectionString, schema: 'pgboss' });
    await boss.start();
    const [claimed] = await boss.fetch('version.render');
    expect(claimed?.data).toMatchObject({ versionId });
    await boss.stop({ graceful: false, close: true, wait: true });
    await db()
      .update(videoVersions)
      .set({ percent: 40, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(videoVersions.id, versionId));
  }

  const jobStates = async (versionId: string) =>
    (
      (await db().execute(
        sql`SELECT state FROM pgboss.job WHERE name = 'version.render' AND data->>'versionId' = ${versionId} ORDER BY created_on`,
      )) as unknown as { rows: { state: string }[] }
    ).rows.map((r) => r.state);

  const listed = async (videoId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/videos/${videoId}/versions`, headers: me.headers })
    ).json().versions[0];

  it('dies with a retry left: its job is handed back at once and the version waits for it; dies again: failed with the reason', async () => {
    const { videoId, versionId } = await versionAskedFor();
    await dieWhileRendering(versionId);
    // A version still writing is left alone: only a silent one is the sweep's.
    expect(await composeServices(t.ctx).versionJobs.sweep(Date.now() - 100_000)).toBe(0);

    expect(await sweep()).toBe(1);
    expect(await listed(videoId)).toMatchObject({ number: 2, status: 'rendering', percent: 0, error: null });
    expect(await jobStates(versionId)).toEqual(['retry']);

    // The retry's worker dies too (its last attempt): the version ends, saying why.
    await db().execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'version.render' AND data->>'versionId' = ${versionId}`,
    );
    await dieWhileRendering(versionId);
    expect(await sweep()).toBe(1);
    expect(await listed(videoId)).toMatchObject({
      number: 2,
      status: 'failed',
      error: VERSION_STOPPED_REASON,
      current: false,
    });
    expect(await jobStates(versionId)).toEqual(['failed']);
    // Nothing stays in the way of the next render.
    expect(await repo().silentVersions(new Date())).toEqual([]);
  });

  it('a version left rendering with no job behind it ends failed at the sweep', async () => {
    const { videoId, versionId } = await versionAskedFor();
    await db().execute(
      sql`DELETE FROM pgboss.job WHERE name = 'version.render' AND data->>'versionId' = ${versionId}`,
    );
    await db()
      .update(videoVersions)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(videoVersions.id, versionId));
    expect(await sweep()).toBe(1);
    expect(await listed(videoId)).toMatchObject({ status: 'failed', error: VERSION_STOPPED_REASON });
  });

  it('a running version touches its row while nothing else moves: the heartbeat the sweep reads', async () => {
    const { versionId } = await versionAskedFor();
    const storage = t.ctx.storage;
    const download = storage.download;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The render waits here (fetching its files) without any progress to write.
    storage.download = async () => {
      await held;
      throw new Error('stopped by the test');
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const tick = () => new Promise((r) => setImmediate(r));
    const beatOf = async () => (await repo().versionById(versionId))!.updatedAt.getTime();
    try {
      const job = { signal: new AbortController().signal, isLastAttempt: true };
      const running = composeServices(t.ctx).versionJobs.render(versionId, job);
      const first = await beatOf();
      vi.advanceTimersByTime(5_000);
      let beat = first;
      for (let i = 0; i < 200 && beat < first + 5_000; i++) {
        await tick();
        beat = await beatOf();
      }
      expect(beat).toBeGreaterThanOrEqual(first + 5_000);
      release();
      await running;
    } finally {
      vi.useRealTimers();
      storage.download = download;
    }
    expect(await repo().versionById(versionId)).toMatchObject({
      status: 'failed',
      error: 'stopped by the test',
    });
  });
});
