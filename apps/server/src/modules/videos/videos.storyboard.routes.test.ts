import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateStoryboard, storyboardTimeline } from '@reelsmith/contracts/storyboard';
import { videos, videoVersions } from '../../db/schema/index.ts';
import { renderStoryboard, storageAssets } from '../../media/storyboard/render.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { SHORT_SCRIPT } from '../../../test/scripts.ts';

/** Issue 36: every video made keeps the storyboard it was rendered from, and its first render as version 1. */
describe('a new video keeps its storyboard', () => {
  let t: TestApp;
  let dir: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-sb-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the storyboard, its narration file and version 1 with the video, and the storyboard alone renders it again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      // The creator's own words: a video a few seconds long instead of the shortest written one
      // (15 s). What is kept with it is the same for a script the writer wrote.
      payload: {
        idea: 'Why octopuses have three hearts',
        script: SHORT_SCRIPT,
        voice: 'rachel',
      },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    const v = await videoWhenDone(t, id, me.headers, 600);
    expect(v.status).toBe('completed');

    const db = t.ctx.database.db;
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    expect(row!.storyboardRev).toBe(1);
    expect(row!.currentVersion).toBe(1);
    const sb = migrateStoryboard(row!.storyboard);
    expect(sb.voiceId).toBe('rachel');
    expect(sb.title).toBe(v.title);
    expect(sb.scenes.map((s) => s.text).join(' ')).toMatch(/heart/i);
    const folder = `users/${me.user.id}/videos/${id}/`;
    const audioKeys = new Set(sb.scenes.map((s) => s.narration.audioKey));
    expect([...audioKeys]).toEqual([`${folder}narration/voice.wav`]);
    expect(storyboardTimeline(sb).totalSec).toBeCloseTo(v.duration_seconds, 1);

    const versions = await db.select().from(videoVersions).where(eq(videoVersions.videoId, id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      number: 1,
      status: 'completed',
      userId: me.user.id,
      videoKey: row!.videoKey,
      thumbnailKey: row!.thumbnailKey,
      srtKey: row!.srtKey,
      vttKey: row!.vttKey,
      durationSec: row!.durationSec,
    });
    expect(versions[0]!.storyboard).toEqual(row!.storyboard);

    // The stored storyboard and the files it names are enough to make the video again.
    const again = await renderStoryboard(sb, storageAssets(t.ctx.storage, path.join(dir, 'in')), dir);
    expect((await probe(again.videoPath)).durationSec).toBeCloseTo(v.duration_seconds, 0);
  }, 240_000);
});
