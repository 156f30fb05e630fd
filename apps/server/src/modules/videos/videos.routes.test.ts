import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { run } from '../../../test/media.ts';

describe('videos API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('names the field of every bad input', async () => {
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/videos', headers: me.headers, payload: body });
    let res = await post({ idea: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please enter a topic', idea: ['Please enter a topic'] });
    res = await post({ idea: 'x'.repeat(1001) });
    expect(res.json().idea[0]).toBe('The topic can be at most 1000 characters.');
    res = await post({ idea: 'cats', vibe: 'spooky' });
    expect(res.json().error).toBe('Unknown vibe. Choose one of: meme, educational, motivational, comedy.');
    res = await post({ idea: 'cats', voice: 'nobody' });
    expect(res.json().error).toMatch(/^Unknown voice\. Choose one of: rachel, /);
    res = await post({ idea: 'cats', style: 'noir' });
    expect(res.json().style).toBeDefined();
    res = await post({ idea: 'cats', caption_style: 'comic' });
    expect(res.json().caption_style).toBeDefined();
    res = await post({ idea: 'cats', duration: 90 });
    expect(res.json().error).toBe('duration must be at most 60 seconds.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/videos', payload: { idea: 'cats' } })).statusCode,
    ).toBe(401);
  });

  it('renders an idea into a 1080x1920 MP4 with live progress over SSE, and serves its files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: {
        idea: 'Why octopuses have three hearts',
        vibe: 'educational',
        voice: 'rachel',
        duration: 15,
        caption_style: 'bold',
        music: 'auto',
      },
    });
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({ status: 'queued', percent: 0, vibe: 'educational', video_url: null });

    // Live progress, read as a browser would.
    const stream = await fetch(`${baseUrl}/api/videos/${created.id}/events`, { headers: me.headers });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events: Array<{ status: string; percent: number }> = [];
    const reader = stream.body!.getReader();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += new TextDecoder().decode(value);
      for (const block of buf.split('\n\n').slice(0, -1)) {
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) events.push(JSON.parse(data));
      }
      buf = buf.split('\n\n').pop()!;
    }
    const statuses = events.map((e) => e.status);
    expect(statuses).toContain('rendering');
    expect(statuses[statuses.length - 1]).toBe('completed');
    const percents = events.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[percents.length - 1]).toBe(100);

    const v = (await t.app.inject({ url: `/api/videos/${created.id}`, headers: me.headers })).json();
    expect(v.status).toBe('completed');
    expect(v.hashtags).toHaveLength(6);
    expect(v.hashtags.slice(3)).toEqual(['#viral', '#trending', '#fyp']);
    expect(v.caption).toBeTruthy();
    expect(Object.keys(v.stage_timings).sort()).toEqual(['rendering', 'scripting', 'voicing']);
    expect(v.duration_seconds).toBeGreaterThan(8);

    const file = await t.app.inject({ url: v.video_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const local = path.join(os.tmpdir(), `rs-${created.id}.mp4`);
    writeFileSync(local, file.rawPayload);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,width,height',
      '-of',
      'json',
      local,
    ]);
    const streams = JSON.parse(stdout).streams;
    expect(streams).toEqual(
      expect.arrayContaining([{ codec_name: 'h264', width: 1080, height: 1920 }, { codec_name: 'aac' }]),
    );
    expect((await t.app.inject({ url: v.thumbnail_url })).headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: v.vtt_url })).body).toMatch(/^WEBVTT/);

    const list = (await t.app.inject({ url: '/api/videos', headers: me.headers })).json();
    expect(list.results.map((x: { id: string }) => x.id)).toContain(created.id);
  }, 180_000);

  it('keeps one user out of another user’s videos', async () => {
    const list = (await t.app.inject({ url: '/api/videos', headers: me.headers })).json();
    const id = list.results[0].id;
    expect((await t.app.inject({ url: `/api/videos/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/videos/${id}/events`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/videos', headers: other.headers })).json().results).toEqual([]);
  });

  it('deletes a video with its files', async () => {
    const list = (await t.app.inject({ url: '/api/videos', headers: me.headers })).json();
    const v = list.results[0];
    const key = `users/${me.user.id}/videos/${v.id}/video.mp4`;
    expect(await t.ctx.storage.stat(key)).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, headers: me.headers })).statusCode,
    ).toBe(204);
    expect(await t.ctx.storage.stat(key)).toBeNull();
    expect((await t.app.inject({ url: v.video_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/videos/${v.id}`, headers: me.headers })).statusCode).toBe(404);
  });
});
