import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';

// The dashboard's one-shot (POST /api/videos with an idea): when the builtin writer writes the script
// and cannot answer the question the idea asks, the finished video says so (decision 031).

const QUESTION = 'Why do we get goosebumps';
const BROKEN = 'Why is the sea salty';

async function render(t: TestApp, headers: Record<string, string>, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/videos',
    headers,
    payload: { vibe: 'educational', voice: 'rachel', duration: 15, music: 'none', ...payload },
  });
  expect(res.statusCode).toBe(202);
  return videoWhenDone(t, res.json().id, headers, 480);
}

describe('the writer notice on a video the builtin writer scripted', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  // Decided when the writer writes, before any frame: the writer's answer is where it is checked.
  // The notice reaching the finished video is checked once, on the render below (the AI writer's).
  it('is written for an idea that asks a question, and not for a comparison', async () => {
    const write = (topic: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: me.headers,
        payload: { topic, vibe: 'educational', duration: 15 },
      });
    const asked = (await write(QUESTION)).json();
    expect(asked.writer_notice).toContain('does not know the answer to "Why do we get goosebumps"');
    expect(asked.writer_notice).toMatch(/Add the answer in your own words in the editor before you post/);
    expect(asked.written_by).toEqual({ name: 'builtin' });
    // A comparison the writer can write without facts: no notice.
    const versus = (await write('Coffee vs tea')).json();
    expect(versus.generated_script).toBeTruthy();
    expect(versus).not.toHaveProperty('writer_notice');
  });

  it('does not come with a script from the Script step, where the creator already read it', async () => {
    const scripted = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: me.headers,
      payload: { topic: QUESTION, vibe: 'educational', duration: 15 },
    });
    expect(scripted.json().writer_notice).toMatch(/does not know the answer/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: {
        idea: QUESTION,
        script_id: scripted.json().script_id,
        vibe: 'educational',
        voice: 'rachel',
        duration: 15,
        music: 'none',
      },
    });
    expect(res.statusCode).toBe(202);
    // The video keeps the script it was given from the moment it is made: what its page shows.
    const video = (
      await t.app.inject({ method: 'GET', url: `/api/videos/${res.json().id}`, headers: me.headers })
    ).json();
    expect(video.script).toBe(scripted.json().generated_script);
    expect(video).not.toHaveProperty('writer_notice');
    // Nothing of the video is looked at after this: its render is stopped.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/videos/${video.id}`, headers: me.headers });
    expect(del.statusCode).toBe(204);
  });
});

describe('the writer notice with a working AI writer', () => {
  let t: TestApp;
  let server: Server;
  let calls = 0;
  beforeAll(async () => {
    // A local server speaking the chat-completions protocol, answering the question.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        calls++;
        if (raw.includes(BROKEN)) {
          // The model's server failing for this one idea, with a detail a creator must not see.
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'CUDA out of memory on gpu0' } }));
          return;
        }
        const script = {
          title: 'Why we get goosebumps',
          hook: 'Goosebumps are a reflex older than clothes.',
          body: [
            {
              text: 'Tiny muscles at each hair pull it upright when you are cold.',
              visualKeywords: ['hair'],
            },
            {
              text: 'In furry animals that traps warm air, or makes them look bigger.',
              visualKeywords: ['cat'],
            },
          ],
          callToAction: 'Follow for more body facts.',
          caption: 'The reflex you inherited',
          hashtags: ['#science', '#body', '#facts'],
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify(script) },
                finish_reason: 'stop',
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'm' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is absent: the model answered the question', async () => {
    const me = await makeUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: me.headers,
      payload: { topic: QUESTION, vibe: 'educational', duration: 15 },
    });
    const answered = res.json();
    expect(calls).toBeGreaterThan(0);
    expect(answered.generated_script).toContain('Tiny muscles at each hair');
    expect(answered).not.toHaveProperty('writer_notice');
    expect(answered.written_by).toEqual({ name: 'm' });
  });

  it('says on the finished video, in plain words, why the offline writer wrote it instead', async () => {
    const me = await makeUser(t.ctx);
    const video = await render(t, me.headers, { idea: BROKEN });
    expect(video.status).toBe('completed');
    expect(video.written_by).toEqual({
      name: 'builtin',
      fallback_reason: 'The AI writer ran into a problem on its side.',
    });
    expect(video.writer_notice).toContain(`does not know the answer to "${BROKEN}"`);
    expect(video.writer_notice).toMatch(/Add the answer in your own words in the editor before you post/);
    // The same in the list (the dashboard's recent projects) and every spec field still there.
    const list = (await t.app.inject({ method: 'GET', url: '/api/videos', headers: me.headers })).json();
    const row = (list.results ?? list).find((v: { id: string }) => v.id === video.id);
    expect(row.writer_notice).toBe(video.writer_notice);
    expect(video).toMatchObject({ video_id: video.id, idea: BROKEN, prompt_used: BROKEN });
  }, 240_000);
});
