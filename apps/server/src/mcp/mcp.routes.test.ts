import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, listeningWithKey } from '../../test/api-keys.ts';
import { startPushReceiver } from '../../test/push-receiver.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { makeUser } from '../../test/users.ts';
import { configureRateLimits, resetRateLimitCounters } from '../http/rate-limits.ts';
import { composeServices } from '../root.ts';
import { SHORT_SCRIPT } from '../../test/scripts.ts';

describe('MCP server at /mcp', () => {
  let t: TestApp;
  let baseUrl: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let key: string;
  beforeAll(async () => {
    ({ t, baseUrl, me, key } = await listeningWithKey());
  });
  afterAll(() => t?.close());

  const connect = (withKey?: string) => connectMcp(baseUrl, withKey);

  it('counts its messages against the account limit', async () => {
    configureRateLimits(t.ctx, { account: { max: 1 } });
    try {
      resetRateLimitCounters(t.ctx);
      const init = (id: number) => ({
        jsonrpc: '2.0',
        id,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
      const headers = { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' };
      expect(
        (await t.app.inject({ method: 'POST', url: '/mcp', headers, payload: init(1) })).statusCode,
      ).toBe(200);
      const second = await t.app.inject({ method: 'POST', url: '/mcp', headers, payload: init(2) });
      expect(second.statusCode).toBe(429);
    } finally {
      configureRateLimits(t.ctx, { account: { max: 60 } });
      resetRateLimitCounters(t.ctx);
    }
  });

  it('needs an API key', async () => {
    await expect(connect()).rejects.toThrow();
    const res = await t.app.inject({ method: 'POST', url: '/mcp', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Send an API key: Authorization: Bearer rsk_... (Settings → API).');
  });

  it('lists its tools and makes a video end to end; the creator, away, gets the email and a push', async () => {
    const push = await startPushReceiver();
    composeServices(t.ctx).notifications.pushAgent = push.agent;
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/push/subscriptions/',
      headers: me.headers,
      payload: push.subscription,
    });
    const client = await connect(key);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((x) => x.name).sort()).toEqual([
        'approve_channel_item',
        'create_channel',
        'create_video',
        'get_storyboard',
        'get_upload_status',
        'get_video_status',
        'list_channel_items',
        'list_channels',
        'list_versions',
        'list_videos',
        'list_voices',
        'plan_channel',
        'post_video',
        'reject_channel_item',
        'remix_video',
        'render_video_version',
        'restore_version',
        'test_two_hooks',
        'update_scene',
      ]);

      const voices = await client.callTool({ name: 'list_voices', arguments: {} });
      expect((voices.content as Array<{ text: string }>)[0].text).toMatch(/^rachel: /m);

      // The creator's own words: a video of a few seconds instead of the shortest written one (15 s).
      const request = {
        idea: 'Why octopuses have three hearts',
        script: SHORT_SCRIPT,
        idempotency_key: 'mcp-1',
      };
      const created = await client.callTool({ name: 'create_video', arguments: request });
      expect(created.isError).toBeFalsy();
      const video = created.structuredContent as { id: string; status: string };
      expect(video.status).toBe('queued');
      // The assistant retries with the same key: still one video.
      const again = await client.callTool({ name: 'create_video', arguments: request });
      expect((again.structuredContent as { id: string }).id).toBe(video.id);

      let status = video.status;
      let title = '';
      const deadline = Date.now() + 240_000;
      while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 1000));
        const s = await client.callTool({ name: 'get_video_status', arguments: { video_id: video.id } });
        ({ status, title } = s.structuredContent as { status: string; title: string });
      }
      expect(status).toBe('completed');

      const listed = await client.callTool({ name: 'list_videos', arguments: { status: 'completed' } });
      expect(
        (listed.structuredContent as { results: Array<{ id: string }> }).results.map((v) => v.id),
      ).toEqual([video.id]);

      const { resources } = await client.listResources();
      expect(resources.map((r) => r.uri)).toContain(`reelsmith://videos/${video.id}/video.mp4`);
      const srt = await client.readResource({ uri: `reelsmith://videos/${video.id}/captions.srt` });
      expect((srt.contents[0] as { text: string }).text).toMatch(/^1\r?\n00:00:0\d,\d{3} --> /);
      const mp4 = await client.readResource({ uri: `reelsmith://videos/${video.id}/video.mp4` });
      const bytes = Buffer.from((mp4.contents[0] as { blob: string }).blob, 'base64');
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(mp4.contents[0].mimeType).toBe('video/mp4');

      // Scopes hold inside MCP too: this key cannot post.
      const post = await client.callTool({
        name: 'post_video',
        arguments: { video_id: video.id, platforms: ['youtube'], title: 'Octopus hearts' },
      });
      expect(post.isError).toBe(true);
      expect((post.content as Array<{ text: string }>)[0].text).toBe(
        'This API key does not have the "posts:create" scope.',
      );

      // Nobody watched the render's progress stream: an email with a link, and a push.
      const mail = await t.smtp.waitFor((m) => m.subject.startsWith('Your video is ready'));
      expect(mail.to).toEqual([me.user.email]);
      expect(mail.subject).toBe(`Your video is ready: ${title}`);
      await push.waitFor(1);
      expect(JSON.parse(push.got[0].text)).toMatchObject({
        title: 'Your video is ready',
        url: '/my-content',
      });

      // "Make it with a punchier first line": a new video, remixed from this one, queued.
      const remixed = await client.callTool({
        name: 'remix_video',
        arguments: { video_id: video.id, hook: 'Three hearts, one octopus.' },
      });
      expect(remixed.isError, (remixed.content as Array<{ text: string }>)[0].text).toBeFalsy();
      expect(remixed.structuredContent).toMatchObject({ remixed_from: video.id, remix_change: 'hook' });
      const refused = await client.callTool({
        name: 'remix_video',
        arguments: { video_id: video.id, language: 'es' },
      });
      expect((refused.content as Array<{ text: string }>)[0].text).toBe(
        'Changing the language needs the AI writer, which this server does not have.',
      );
    } finally {
      await client.close();
      await push.close();
    }
  }, 300_000);
});
