import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocial, type FakeSocial } from '../test/fake-social.ts';
import { run } from '../test/media.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { startTopology, type Topology } from '../test/topology.ts';
import { tusCreate, tusPatch } from '../test/tus.ts';

// Issue 40 item 5: deploy/compose.yaml's topology as processes (two API processes with
// WORKER_IN_PROCESS=false, two workers, PostgreSQL, S3, SMTP). A creator signs up, makes a video,
// uploads a clip and posts, each step sent to one API or the other; the files land in S3.
describe.skipIf(process.env.TEST_DB !== 'postgres')('two APIs and two workers on PostgreSQL and S3', () => {
  let topo: Topology;
  let fake: FakeSocial;
  let drop: () => Promise<void>;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    const db = await openTestDatabase();
    drop = db.drop;
    closeDb = () => db.database.close();
    fake = await startFakeSocial();
    topo = await startTopology({ databaseUrl: db.database.connectionString!, env: fake.env() });
  }, 90_000);
  afterAll(async () => {
    await topo?.close();
    await fake?.close();
    await closeDb?.();
    await drop?.();
  });

  const json = async (url: string, init: RequestInit = {}, headers: Record<string, string> = {}) => {
    const res = await fetch(url, {
      ...init,
      headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any, res };
  };
  async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms: number) {
    const end = Date.now() + ms;
    for (;;) {
      const v = await get();
      if (ok(v)) return v;
      if (Date.now() > end) throw new Error(`${what} never happened; last: ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('signs up, renders, uploads and posts across both APIs, with the files in S3', async () => {
    const [a, b] = topo.urls as [string, string];
    const email = 'scale@example.com';
    const password = 'A-Long-Password-9';
    const reg = await json(`${a}/api/users/register/`, {
      method: 'POST',
      body: JSON.stringify({ username: 'scale', first_name: 'S', last_name: 'Cale', email, password }),
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    // A worker process sent the activation email; the other API activates it.
    const mail = await topo.smtp.waitFor((m) => m.to.includes(email) && /activate/i.test(m.subject));
    const token = /activate\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await fetch(`${b}/api/users/activate/?token=${token}`)).status).toBe(200);
    const login = await json(`${b}/api/users/login/`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.access}` };
    const me = await json(`${a}/api/users/me/`, {}, auth);
    const userId: string = me.body.id;

    // A video asked of one API, rendered by a worker, watched through the other.
    const made = await json(
      `${a}/api/videos`,
      {
        method: 'POST',
        // The creator's own words: a video of a few seconds instead of the shortest written one (15 s).
        body: JSON.stringify({
          idea: 'Why owls turn their heads',
          script:
            'An owl cannot move its eyes. So it turns its whole head. It can look almost straight behind it.',
        }),
      },
      auth,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    const videoId: string = made.body.id;
    const video = await until(
      'the render',
      async () => (await json(`${b}/api/videos/${videoId}`, {}, auth)).body,
      (v) => ['completed', 'failed'].includes(v?.status),
      120_000,
    );
    expect(video.status, video.error).toBe('completed');

    // An upload through the other API, checked by ffprobe and kept in S3.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-scale-'));
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=30:d=2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip,
    ]); // prettier-ignore
    const bytes = readFileSync(clip);
    const opened = await tusCreate(b, auth, bytes.length, 'clip.mp4');
    expect(opened.status).toBe(201);
    const sent = await tusPatch(b, opened.headers.get('location')!, auth, bytes);
    expect(sent.status).toBe(200);
    const uploadId = ((await sent.json()) as { id: string }).id;

    // A post to YouTube (a local fake of its API) of the finished video, uploaded by a worker.
    const connect = await json(`${a}/api/social/platforms/youtube/connect/`, { method: 'POST' }, auth);
    expect(connect.status).toBe(200);
    const back = new URL(await fake.consent(connect.body.oauth_url));
    const cookie = connect.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await fetch(`${b}${back.pathname}${back.search}`, { headers: { cookie } })).status).toBe(200);
    const post = await json(
      `${b}/api/social/posts/create/`,
      {
        method: 'POST',
        body: JSON.stringify({
          title: 'Owls',
          description: 'Heads',
          video_file_path: videoId,
          hashtags: ['owls'],
          platforms: ['youtube'],
          scheduled_for: null,
        }),
      },
      auth,
    );
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const posted = await until(
      'the post',
      async () =>
        (await json(`${a}/api/social/posts/`, {}, auth)).body.find((p: any) => p.id === post.body.id),
      (p) => ['posted', 'failed'].includes(p?.status),
      30_000,
    );
    expect(posted.status, JSON.stringify(posted)).toBe('posted');

    const keys = topo.s3Keys();
    expect(
      keys.filter((k) => k.startsWith(`users/${userId}/videos/${videoId}/`)).some((k) => k.endsWith('.mp4')),
    ).toBe(true);
    expect(keys.some((k) => k.startsWith(`users/${userId}/uploads/${uploadId}/`))).toBe(true);
  }, 180_000);
});
