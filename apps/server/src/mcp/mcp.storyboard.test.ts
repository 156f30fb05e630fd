import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, listeningWithKey, toolText as text } from '../../test/api-keys.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { makeUser } from '../../test/users.ts';
import { videoWhenDone } from '../../test/videos.ts';

describe('MCP storyboard tools', () => {
  let t: TestApp;
  let baseUrl: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let key: string;
  let videoId: string;
  beforeAll(async () => {
    ({ t, baseUrl, me, key } = await listeningWithKey());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      // The creator's own four sentences: a video of a few seconds instead of the shortest written one
      // (15 s), and version 2 as short; the first is longer than the hook it is shortened to.
      payload: {
        idea: 'Why dogs wag their tails',
        script:
          'A dog wags its tail to tell other dogs how it feels. A high, fast wag means it is excited. A low wag means it is unsure. A tail held still means watch out.',
        vibe: 'educational',
        music: 'none',
      },
    });
    videoId = res.json().id;
    expect((await videoWhenDone(t, videoId, me.headers, 720)).status).toBe('completed');
  }, 240_000);
  afterAll(() => t?.close());

  it('an assistant shows a cat in scene 2, shortens the hook, renders a version and restores the first', async () => {
    const client = await connectMcp(baseUrl, key);
    try {
      const read = await client.callTool({ name: 'get_storyboard', arguments: { video_id: videoId } });
      expect(read.isError).toBeFalsy();
      const before = (read.structuredContent as { storyboard: Storyboard }).storyboard;
      expect(text(read)).toMatch(/^1\. \[/m);

      const cat = await client.callTool({
        name: 'update_scene',
        arguments: { video_id: videoId, scene: '2', illustration: 'cat' },
      });
      expect(cat.isError, text(cat)).toBeFalsy();
      const hook = await client.callTool({
        name: 'update_scene',
        arguments: { video_id: videoId, scene: '1', text: 'Dogs wag to talk.' },
      });
      expect(hook.isError, text(hook)).toBeFalsy();
      const after = (hook.structuredContent as { storyboard: Storyboard }).storyboard;
      expect(after.scenes[1]!.visual).toEqual({ kind: 'illustration', id: 'cat' });
      expect(after.scenes[0]!.text).toBe('Dogs wag to talk.');
      expect(after.scenes[0]!.narration.text).toBe('Dogs wag to talk.');
      expect(after.scenes[0]!.durationSec).toBeLessThan(before.scenes[0]!.durationSec);
      expect(after.scenes.slice(1).map((s) => s.narration)).toEqual(
        before.scenes.slice(1).map((s) => s.narration),
      );

      const bad = await client.callTool({
        name: 'update_scene',
        arguments: { video_id: videoId, scene: '99' },
      });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toMatch(/^No scene "99": this video has scenes 1 to \d+\.$/);

      const started = await client.callTool({
        name: 'render_video_version',
        arguments: { video_id: videoId },
      });
      expect(started.isError, text(started)).toBeFalsy();
      expect(text(started)).toMatch(/^Version 2 \(.+\): rendering/);
      let listed = '';
      const deadline = Date.now() + 240_000;
      while (!/Version 2 .*completed/.test(listed) && !/failed/.test(listed) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2000));
        listed = text(await client.callTool({ name: 'list_versions', arguments: { video_id: videoId } }));
      }
      expect(listed).toMatch(/^Version 2 \(.+\): completed, [\d.]+ s, current$/m);
      const video = (
        await t.app.inject({ method: 'GET', url: `/api/videos/${videoId}`, headers: me.headers })
      ).json();
      expect(video.video_url).toContain('/v2/video.mp4');

      const restored = await client.callTool({
        name: 'restore_version',
        arguments: { video_id: videoId, version: '1' },
      });
      expect(restored.isError, text(restored)).toBeFalsy();
      expect((restored.structuredContent as { storyboard: Storyboard }).storyboard.scenes[0]!.text).toBe(
        before.scenes[0]!.text,
      );
    } finally {
      await client.close();
    }
  }, 300_000);
});
