import { once } from 'node:events';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgeSignature } from '../../../test/urls.ts';
import { makeUser } from '../../../test/users.ts';
import { previewFolder, previewInitKey, previewSegmentKey } from '../../storage/storage-paths.ts';
import { run } from '../../../test/media.ts';
import { composeServices } from '../../root.ts';

/** Top-level MP4 box types in order (size + fourcc), as far as the buffer holds whole headers. */
export function boxTypes(buf: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 8 <= buf.length;) {
    const size = buf.readUInt32BE(at);
    types.push(buf.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return types;
}

export async function probe(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name:format=duration',
    '-of',
    'json',
    file,
  ]);
  const out = JSON.parse(stdout) as { streams: Array<{ codec_name: string }>; format: { duration: string } };
  return { codecs: out.streams.map((s) => s.codec_name).sort(), duration: Number(out.format.duration) };
}

/** Reads a streamed body chunk by chunk, noting when each arrived. */
export async function readAll(body: ReadableStream<Uint8Array>, onChunk?: (soFar: Buffer) => void) {
  const chunks: Buffer[] = [];
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    onChunk?.(Buffer.concat(chunks));
  }
  return Buffer.concat(chunks);
}

// The stream and its access rules, fed by hand-made segments (what ffmpeg's HLS muxer writes in
// fragmented-MP4 mode), with the job's side played by the test: store, then count on the row.
// Once with the local folder, once with S3 (s3rver).
describe.each(['local', 's3'] as const)('live preview stream (hand-made segments, %s storage)', (driver) => {
  let s3: S3rver | undefined;
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let baseUrl: string;
  let segDir: string;
  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === 's3') {
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: mkdtempSync(path.join(os.tmpdir(), 'rs-s3rver-')),
        configureBuckets: [{ name: 'reels', configs: [] }],
      });
      const { port } = await s3.run();
      env = {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'reels',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
    }
    t = await createTestApp({ worker: false, env });
    me = await makeUser(t.ctx, { plan: 'business' });
    other = await makeUser(t.ctx);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    segDir = mkdtempSync(path.join(os.tmpdir(), 'rs-segs-'));
    await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=180x320:r=30'],
        ...['-f', 'lavfi', '-i', 'sine=f=440:sample_rate=48000', '-t', '6'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        ...['-ac', '2', '-f', 'hls', '-hls_time', '2', '-hls_segment_type', 'fmp4'],
        ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', 'seg%03d.m4s', 'out.m3u8'],
      ],
      { cwd: segDir },
    );
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    if (segDir) rmSync(segDir, { recursive: true, force: true });
  });

  const startVideo = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: { idea: 'Why octopuses have three hearts', duration: 15 },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().preview_url).toBeNull();
    return res.json() as { id: string };
  };
  const videosService = () => composeServices(t.ctx).videos;
  /** `wake: false` plays a worker in another process: only the row changes, the stream polls it. */
  const publish = async (id: string, index: number, { wake = true } = {}) => {
    const video = { id, userId: me.user.id };
    if (index === 0) await t.ctx.storage.putFile(previewInitKey(video), path.join(segDir, 'init.mp4'));
    await t.ctx.storage.putFile(
      previewSegmentKey(video, index),
      path.join(segDir, `seg${String(index).padStart(3, '0')}.m4s`),
    );
    await videosService().repo.advance(id, { status: 'rendering', previewSegments: index + 1 });
    if (wake) t.ctx.progress.notify(id);
  };
  const get = async (id: string, headers = me.headers) =>
    (await t.app.inject({ url: `/api/videos/${id}`, headers })).json();

  it('streams init + segments as they appear and ends when the video completes', async () => {
    const { id } = await startVideo();
    await publish(id, 0);
    const v = await get(id);
    expect(v.preview_url).toMatch(new RegExp(`^/api/videos/${id}/preview\\?exp=\\d+&sig=`));
    // The list carries it too.
    const list = (await t.app.inject({ url: '/api/videos', headers: me.headers })).json();
    expect(list.results.find((x: { id: string }) => x.id === id).preview_url).toBe(v.preview_url);

    const res = await fetch(baseUrl + v.preview_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');

    // Resolves when the streamed body holds n fragments (the moment it does, no fixed sleep).
    const waiters: Array<{ n: number; resolve: () => void }> = [];
    const fragments = (n: number) => new Promise<void>((resolve) => waiters.push({ n, resolve }));
    const body = readAll(res.body!, (soFar) => {
      const moofs = boxTypes(soFar).filter((b) => b === 'moof').length;
      for (const w of waiters) if (moofs >= w.n) w.resolve();
    });
    await fragments(1);
    // Still open: later segments are appended to the same response; the third is only counted on
    // the row (no wake-up), so it arrives through the stream's poll of the row.
    await publish(id, 1);
    await publish(id, 2, { wake: false });
    await fragments(3);
    const video = { id, userId: me.user.id };
    await videosService().repo.advance(id, { status: 'completed', percent: 100, previewSegments: 0 });
    t.ctx.progress.notify(id);
    await t.ctx.storage.deletePrefix(previewFolder(video));

    const all = await body;
    expect(boxTypes(all).slice(0, 2)).toEqual(['ftyp', 'moov']);
    expect(boxTypes(all).filter((b) => b === 'moof')).toHaveLength(3);
    const file = path.join(segDir, 'streamed.mp4');
    writeFileSync(file, all);
    const info = await probe(file);
    expect(info.codecs).toEqual(['aac', 'h264']);
    expect(info.duration).toBeGreaterThan(5.5);
    expect(info.duration).toBeLessThan(6.5);
  });

  it('answers 404 to anyone but the owner, and 302 to the final video once completed', async () => {
    const { id } = await startVideo();
    await publish(id, 0);
    const { preview_url } = await get(id);
    const unsigned = `/api/videos/${id}/preview`;
    expect((await t.app.inject({ url: unsigned })).statusCode).toBe(404);
    expect((await t.app.inject({ url: unsigned, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: forgeSignature(preview_url) })).statusCode).toBe(404);
    // Another video's signature does not open this one.
    const second = await startVideo();
    await publish(second.id, 0);
    const secondUrl = (await get(second.id)).preview_url as string;
    expect(
      (await t.app.inject({ url: `/api/videos/${id}/preview${secondUrl.slice(secondUrl.indexOf('?'))}` }))
        .statusCode,
    ).toBe(404);

    await videosService().repo.advance(id, {
      status: 'completed',
      videoKey: `users/${me.user.id}/videos/${id}/video.mp4`,
      previewSegments: 0,
    });
    const done = await get(id);
    expect(done.preview_url).toBeNull();
    const res = await t.app.inject({ url: preview_url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(done.video_url);
    // Still nobody else's.
    expect((await t.app.inject({ url: unsigned, headers: other.headers })).statusCode).toBe(404);
  });

  it('ends the stream when a retry starts over, and when the client leaves', async () => {
    const { id } = await startVideo();
    await publish(id, 0);
    const { preview_url } = await get(id);
    const res = await fetch(baseUrl + preview_url);
    let sawFragment!: () => void;
    const fragment = new Promise<void>((resolve) => (sawFragment = resolve));
    const body = readAll(res.body!, (soFar) => {
      if (boxTypes(soFar).includes('moof')) sawFragment();
    });
    await fragment;
    await videosService().repo.advance(id, { status: 'queued', previewSegments: 0 });
    t.ctx.progress.notify(id);
    const got = await body;
    expect(boxTypes(got)).toContain('moof');

    await publish(id, 0);
    // A client that leaves (node:http, which closes its socket at once): the server stops
    // watching the row, so no timer or query is left behind, and lets go of the socket
    // (afterAll would wait on an open one).
    const polls = vi.spyOn(t.ctx.progress, 'waitForChange');
    const watching = () => polls.mock.calls.filter(([of]) => of === id).length;
    const leaving = http.get(baseUrl + preview_url);
    const [incoming] = (await once(leaving, 'response')) as [http.IncomingMessage];
    await once(incoming, 'data');
    await vi.waitFor(() => expect(watching()).toBeGreaterThan(0), { timeout: 2000, interval: 20 });
    leaving.destroy();
    await new Promise((r) => setTimeout(r, 300));
    const after = watching();
    await new Promise((r) => setTimeout(r, 600));
    expect(watching()).toBe(after);
    polls.mockRestore();
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const preview = doc.paths['/api/videos/{id}/preview'].get;
    expect(preview.summary).toMatch(/Live preview/);
    expect(Object.keys(preview.responses['200'].content)).toEqual(['video/mp4']);
  });
});

// The whole path on a real render: the job stores what ffmpeg writes as it encodes, the API
// streams it, and a browser-like client reads it over a real socket before the video is done.
describe('live preview stream (real render)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let baseUrl: string;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'rs-preview-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('plays the first segment before the video is completed, then the whole video', async () => {
    const marks: string[] = [];
    const mark = (what: string) => marks.push(`${what} ${Math.round(performance.now() - t0)} ms`);
    const put = t.ctx.storage.putFile.bind(t.ctx.storage);
    vi.spyOn(t.ctx.storage, 'putFile').mockImplementation(async (key, file, type) => {
      if (key.includes('/preview/')) mark(`stored ${key.split('/').pop()}`);
      return put(key, file, type);
    });
    const t0 = performance.now();
    const created = await fetch(`${baseUrl}/api/videos`, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ idea: 'Why octopuses have three hearts', duration: 15 }),
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };

    // The preview link arrives over SSE, as it does in the browser.
    const events = await fetch(`${baseUrl}/api/videos/${id}/events`, { headers: me.headers });
    const sse = events.body!.getReader();
    let previewUrl: string | null = null;
    for (let buf = ''; !previewUrl;) {
      const { value, done } = await sse.read();
      if (done) throw new Error('The progress stream ended before a preview appeared');
      buf += new TextDecoder().decode(value);
      for (const data of buf.matchAll(/^data: (.*)$/gm)) {
        const v = JSON.parse(data[1]) as { status: string; percent: number; preview_url: string | null };
        expect(v.status).not.toBe('completed');
        mark(`${v.status} ${v.percent}%${v.preview_url ? ' with preview' : ''}`);
        previewUrl ??= v.preview_url;
      }
      buf = buf.slice(buf.lastIndexOf('\n\n') + 2);
    }
    await sse.cancel();
    expect(
      (await t.app.inject({ url: `/api/videos/${id}/preview`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/videos/${id}/preview` })).statusCode).toBe(404);

    const res = await fetch(baseUrl + previewUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    let firstByteMs = 0;
    let statusAtFragment = '';
    let sawFragment = false;
    const pendingChecks: Promise<void>[] = [];
    const body = await readAll(res.body!, (soFar) => {
      if (!firstByteMs) {
        firstByteMs = performance.now() - t0;
        expect(boxTypes(soFar)[0]).toBe('ftyp');
      }
      if (!sawFragment && boxTypes(soFar).includes('moof')) {
        sawFragment = true;
        pendingChecks.push(
          t.app
            .inject({ url: `/api/videos/${id}`, headers: me.headers })
            .then((r) => void (statusAtFragment = r.json().status)),
        );
      }
    });
    await Promise.all(pendingChecks);
    console.info(`POST /api/videos → first preview byte: ${Math.round(firstByteMs)} ms\n${marks.join('\n')}`);
    expect(statusAtFragment).toBe('rendering');
    expect(boxTypes(body).slice(0, 2)).toEqual(['ftyp', 'moov']);

    // The stream ended with the render: the final video is there, the preview is gone.
    let v = (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json();
    for (let i = 0; v.status !== 'completed' && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      v = (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json();
    }
    expect(v.status).toBe('completed');
    expect(v.preview_url).toBeNull();
    const streamed = path.join(dir, 'streamed.mp4');
    writeFileSync(streamed, body);
    const info = await probe(streamed);
    expect(info.codecs).toEqual(['aac', 'h264']);
    expect(Math.abs(info.duration - v.duration_seconds)).toBeLessThan(0.5);

    const video = { id, userId: me.user.id };
    expect(await t.ctx.storage.stat(previewInitKey(video))).toBeNull();
    expect(await t.ctx.storage.stat(previewSegmentKey(video, 0))).toBeNull();
    expect(await t.ctx.storage.deletePrefix(previewFolder(video))).toBe(0);
    const late = await t.app.inject({ url: previewUrl! });
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe(v.video_url);
  }, 180_000);

  it('still finishes the video when a preview segment cannot be stored', async () => {
    vi.restoreAllMocks();
    const put = t.ctx.storage.putFile.bind(t.ctx.storage);
    let refused = 0;
    vi.spyOn(t.ctx.storage, 'putFile').mockImplementation(async (key, file, type) => {
      if (key.includes('/preview/')) {
        refused++;
        throw new Error('disk full');
      }
      return put(key, file, type);
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      // A few seconds of the creator's own words instead of the shortest written video (15 s): still
      // longer than a 2 s preview segment, so there are segments to fail to store (counted below).
      payload: {
        idea: 'Why honeybees dance',
        script:
          'Honeybees dance to tell the hive where food is. The angle points the way. The length says how far.',
      },
    });
    expect(created.statusCode).toBe(202);
    const { id } = created.json() as { id: string };
    // Woken by the job's own progress signal (the account may make only 60 API calls a minute, so
    // the row is read directly), then read once through the API as the user sees it.
    const row = () => composeServices(t.ctx).videos.repo.findForOwner(id, me.user.id);
    const deadline = Date.now() + 110_000;
    while (!['completed', 'failed'].includes((await row())!.status) && Date.now() < deadline) {
      await t.ctx.progress.waitForChange(id, 1000, new AbortController().signal);
    }
    const v = (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json();
    expect(v.status).toBe('completed');
    expect(refused).toBeGreaterThan(0);
    expect(v.preview_url).toBeNull();
    const file = await t.app.inject({ url: v.video_url });
    expect(file.statusCode).toBe(200);
    vi.restoreAllMocks();
  }, 120_000);
});
