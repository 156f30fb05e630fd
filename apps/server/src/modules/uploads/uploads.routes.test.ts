import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { makeUser } from '../../../test/users.ts';
import { checkOutput } from '../../media/enhance/enhance.ts';
import type { UploadDto } from './uploads.schemas.ts';
import { run, stillImage, FAST_H264, ffmpeg, lavfi } from '../../../test/media.ts';
import { TUS, tusCreate, tusPatch } from '../../../test/tus.ts';

/** Test media made here with ffmpeg and flite; nothing is committed. */
async function makeMedia(dir: string) {
  const f = (n: string) => path.join(dir, n);
  await run('flite', [
    '-voice',
    'slt',
    '-t',
    'Hello creators. This clip shows how the enhance step adds captions to your own footage.',
    '-o',
    f('speech.wav'),
  ]);
  // 1280x720 landscape with a moving box (the subject), a second of silence, then speech.
  await ffmpeg([
    ...lavfi('testsrc2=s=1280x720:r=30:d=9'),
    '-f',
    'lavfi',
    '-t',
    '1.2',
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-i',
    f('speech.wav'),
    '-filter_complex',
    '[1:a][2:a]concat=n=2:v=0:a=1,apad=whole_dur=9,volume=0.3[a]',
    '-map',
    '0:v',
    '-map',
    '[a]',
    ...FAST_H264,
    '-c:a',
    'aac',
    '-t',
    '9',
    f('clip.mp4'),
  ]);
  // Two sentences with a 2.5 s pause between them (for trimming pauses inside a clip).
  await run('flite', ['-voice', 'slt', '-t', 'Hello creators.', '-o', f('first.wav')]);
  await ffmpeg([
    ...lavfi('testsrc2=s=960x540:r=30:d=11'),
    '-i',
    f('first.wav'),
    '-f',
    'lavfi',
    '-t',
    '2.5',
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-i',
    f('speech.wav'),
    '-filter_complex',
    '[1:a][2:a][3:a]concat=n=3:v=0:a=1,volume=0.3[a]',
    '-map',
    '0:v',
    '-map',
    '[a]',
    ...FAST_H264,
    '-c:a',
    'aac',
    '-shortest',
    f('pause.mp4'),
  ]);
  await run('ffmpeg', ['-v', 'error', '-y', '-i', f('speech.wav'), '-c:a', 'aac', f('audio.m4a')]);
  await stillImage('testsrc2=s=320x240', f('picture.png'));
  // Moov at the end (no faststart), cut short: it starts like an MP4 but cannot be read.
  const whole = readFileSync(f('clip.mp4'));
  writeFileSync(f('corrupt.mp4'), whole.subarray(0, Math.floor(whole.length * 0.6)));
  // Longer than the free plan's 3 minutes, but tiny.
  await ffmpeg([...lavfi('color=c=blue:s=64x64:r=1:d=200'), ...FAST_H264, f('long.mp4')]);
  return f;
}

describe('uploads API (tus upload, checks, enhance, export, ownership)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let base: string;
  let dir: string;
  let f: (n: string) => string;

  beforeAll(async () => {
    t = await createTestApp();
    // waitDone asks for an upload's state five times a second, far above a user's app (it follows the
    // events stream). The account's 60 calls a minute is rate-limits.routes.test.ts's subject; here, on
    // a slow host, the polling of one enhance used the minute up and the next test's calls got 429
    // (seen in a fresh-clone CI run).
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-upload-'));
    f = await makeMedia(dir);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const create = (size: number, name: string, headers = me.headers) => tusCreate(base, headers, size, name);
  const patch = (loc: string, offset: number, body: Buffer, headers = me.headers) =>
    tusPatch(base, loc, headers, body, offset);
  /** Uploads a whole file in one PATCH; answers the final response. */
  async function upload(file: string, name = path.basename(file)) {
    const bytes = readFileSync(file);
    const res = await create(bytes.length, name);
    expect(res.status).toBe(201);
    return patch(res.headers.get('location')!, 0, bytes);
  }

  /** Sends part of a PATCH body and then cuts the connection, as a dropped network would. */
  function dropMidway(loc: string, bytes: Buffer, sendBytes: number): Promise<void> {
    const url = new URL(`${base}${loc}`);
    return new Promise((resolve) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          ...me.headers,
          ...TUS,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes.subarray(0, sendBytes), () => setTimeout(() => req.destroy(), 300));
    });
  }

  let uploadId = '';

  it('resumes an upload after a dropped connection, from the offset the server kept', async () => {
    const bytes = readFileSync(f('clip.mp4'));
    const res = await create(bytes.length, 'my clip.mp4');
    expect(res.status).toBe(201);
    const loc = res.headers.get('location')!;
    expect(loc).toMatch(/^\/api\/uploads\/tus\/[0-9a-f-]{36}$/);
    await dropMidway(loc, bytes, Math.floor(bytes.length / 2));
    // What a client does after a reload: ask how far it got, then send the rest.
    let head = await fetch(`${base}${loc}`, { method: 'HEAD', headers: { ...me.headers, ...TUS } });
    for (let i = 0; i < 20 && head.headers.get('upload-offset') === '0'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      head = await fetch(`${base}${loc}`, { method: 'HEAD', headers: { ...me.headers, ...TUS } });
    }
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);
    // Someone else cannot see or continue it.
    const theirs = await fetch(`${base}${loc}`, { method: 'HEAD', headers: { ...other.headers, ...TUS } });
    expect(theirs.status).toBe(404);
    const done = await patch(loc, offset, bytes.subarray(offset));
    expect(done.status).toBe(200);
    const body = (await done.json()) as UploadDto;
    expect(body).toMatchObject({
      filename: 'my clip.mp4',
      width: 1280,
      height: 720,
      has_audio: true,
      status: 'uploaded',
    });
    expect(body.size_bytes).toBe(bytes.length);
    expect(body.duration_seconds).toBeCloseTo(9, 0);
    uploadId = body.id;
    expect(loc.endsWith(uploadId)).toBe(true);
    // The original is stored intact, through the storage interface.
    const original = await t.app.inject({ method: 'GET', url: body.original_url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses with a clear message: too large, not a video, no video stream, corrupt, too long', async () => {
    let res = await create(600 * 1024 * 1024, 'huge.mp4');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'file_too_large',
      error: 'This file is 600 MB. Videos can be at most 500 MB.',
    });

    // Judged by content, not by name: a picture called .mp4.
    res = await upload(f('picture.png'), 'holiday.mp4');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: 'not_a_video',
      error: 'This file is not a video. Upload an MP4, MOV or AVI file.',
    });

    writeFileSync(f('notes.mov'), 'just some text, not a movie at all');
    res = await upload(f('notes.mov'));
    expect(((await res.json()) as { code: string }).code).toBe('not_a_video');

    res = await upload(f('audio.m4a'), 'song.mp4');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'no_video_stream',
      error: 'This file has no video picture (only sound). Upload a file with video in it.',
    });

    res = await upload(f('corrupt.mp4'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('corrupt_file');

    res = await upload(f('long.mp4'));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'video_too_long',
      error: 'This video is 3:20 long. The Try Free plan takes videos up to 3:00.',
    });

    // Nothing refused stays anywhere: not listed, not counted.
    const list = await t.app.inject({ method: 'GET', url: '/api/uploads', headers: me.headers });
    expect(list.json().results.map((u: { id: string }) => u.id)).toEqual([uploadId]);
    expect(list.json().storage.used_bytes).toBe(statSync(f('clip.mp4')).size);

    res = await fetch(`${base}/api/uploads/tus`, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10' },
    });
    expect(res.status).toBe(401);
  });

  it('shows a before/after preview frame', async () => {
    for (const reframe of ['original', 'blur', 'subject']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/${uploadId}/preview.jpg?reframe=${reframe}&at=2`,
        headers: me.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
  });

  async function waitDone(id: string) {
    for (let i = 0; i < 300; i++) {
      const u = (
        await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: me.headers })
      ).json();
      if (u.status === 'completed' || u.status === 'failed') return u;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('enhance did not finish');
  }

  it('enhances: reframed, captioned from the recogniser, loudness-normalised, passing the output checks; an edited word keeps its timing', async () => {
    let res = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/enhance`,
      headers: me.headers,
      payload: {
        reframe: 'subject',
        captions: true,
        trim_silence: true,
        denoise: true,
        caption_style: 'bold',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('queued');
    // The SSE stream reports the real stages until the end.
    const events = await fetch(`${base}/api/uploads/${uploadId}/events?access_token=${me.token}`);
    const text = await events.text();
    const stages = [...text.matchAll(/"status":"(\w+)"/g)].map((m) => m[1]);
    expect(stages).toContain('rendering');
    expect(stages[stages.length - 1]).toBe('completed');
    const u = await waitDone(uploadId);
    expect(u.error).toBeNull();
    expect(u.transcript.length).toBeGreaterThan(5);
    const spoken = u.transcript.map((w: { text: string }) => w.text).join(' ');
    expect(spoken).toMatch(/clip|captions|footage/);
    // The silent second at the start was trimmed, so words start near 0.
    expect(u.transcript[0].start).toBeLessThan(0.8);
    expect(u.output_duration_seconds).toBeLessThan(8.6);

    const file = path.join(dir, 'out.mp4');
    writeFileSync(file, (await t.app.inject({ method: 'GET', url: u.output_url })).rawPayload);
    const check = await checkOutput(file);
    expect(check.problems).toEqual([]);
    expect(check.lufs).toBeGreaterThan(-15);
    expect(check.lufs).toBeLessThan(-13);
    expect(check.truePeak).toBeLessThanOrEqual(-1);

    // Edit one word: the same timings, the new text.
    const edited = u.transcript.map((w: { text: string; start: number; end: number }, i: number) =>
      i === 0 ? { ...w, text: 'Howdy' } : w,
    );
    res = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/enhance`,
      headers: me.headers,
      payload: {
        reframe: 'blur',
        captions: true,
        trim_silence: true,
        denoise: true,
        caption_style: 'boxed',
        transcript: edited,
      },
    });
    expect(res.statusCode).toBe(202);
    const again = await waitDone(uploadId);
    expect(again.status).toBe('completed');
    expect(again.transcript[0]).toEqual(edited[0]);
    expect(again.transcript.length).toBe(edited.length);
  }, 120_000);

  it('trims a long pause inside the clip, keeps the words on the cut, and streams a live preview before the clip is recognised', async () => {
    const res = await upload(f('pause.mp4'));
    expect(res.status).toBe(200);
    const src = (await res.json()) as UploadDto;
    expect(src.preview_url).toBeNull();
    // The real recogniser, with one hold: the recognition of the rest of the clip (its second call)
    // finishes only once this stream has carried a preview link, so the order is certain, not a race
    // (decision 105). Were the preview to wait for the whole transcript, this test would time out.
    const realStt = t.ctx.providers.stt;
    const calls: string[] = [];
    let previewSeen = () => {};
    const seen = new Promise<void>((resolve) => (previewSeen = resolve));
    t.ctx.providers.stt = {
      name: realStt.name,
      async transcribe(req, o) {
        const n = calls.filter((c) => c === 'start').length;
        calls.push('start');
        const r = await realStt.transcribe(req, o);
        // (At most a minute: a preview that never comes fails the checks below instead of hanging.)
        if (n === 1) await Promise.race([seen, new Promise((r) => setTimeout(r, 60_000).unref())]);
        calls.push(`end ${n}`);
        return r;
      },
    };
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${src.id}/enhance`,
      headers: me.headers,
      payload: { reframe: 'crop', captions: true, trim_silence: true, caption_style: 'bold' },
    });
    expect(start.statusCode).toBe(202);
    // Follow the SSE stream; the first event with a preview link starts the player's request.
    const events = await fetch(`${base}/api/uploads/${src.id}/events?access_token=${me.token}`);
    const reader = events.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let preview: Promise<{ status: number; type: string | null; cache: string | null; body: Buffer }> | null =
      null;
    let previewSeenWhile = '';
    let recognisedWhenSeen: string[] = [];
    let transcriptWhenSeen: unknown = undefined;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const event = preview ? null : /^data: (.*"preview_url":"[^"]+".*)$/m.exec(text);
        if (event) {
          const dto = JSON.parse(event[1]!) as UploadDto;
          previewSeenWhile = dto.status;
          recognisedWhenSeen = [...calls];
          transcriptWhenSeen = dto.transcript;
          previewSeen();
          // No token: the signed link is what a <video src> carries.
          preview = fetch(`${base}${dto.preview_url}`, { redirect: 'manual' }).then(async (r) => ({
            status: r.status,
            type: r.headers.get('content-type'),
            cache: r.headers.get('cache-control'),
            body: Buffer.from(await r.arrayBuffer()),
          }));
        }
      }
    } finally {
      t.ctx.providers.stt = realStt;
    }
    expect(text).toMatch(/"status":"completed"/);
    // The first preview came while the clip was still being recognised: the opening was recognised
    // alone (first call done), the rest was not finished, and no transcript was on the row yet.
    expect(previewSeenWhile).toBe('transcribing');
    expect(recognisedWhenSeen).toContain('end 0');
    expect(recognisedWhenSeen).not.toContain('end 1');
    expect(calls).toEqual(['start', 'end 0', 'start', 'end 1']);
    expect(transcriptWhenSeen ?? []).toEqual([]);
    expect(preview).not.toBeNull();
    const p = await preview!;
    expect(p.status).toBe(200);
    expect(p.type).toBe('video/mp4');
    expect(p.cache).toBe('no-store');
    const u = await waitDone(src.id);
    expect(u.status).toBe('completed');
    expect(u.preview_url).toBeNull();
    // The streamed preview is the enhanced video itself: 1080x1920 H.264, the whole length.
    const previewFile = path.join(dir, 'preview.mp4');
    writeFileSync(previewFile, p.body);
    const streamed = await checkOutput(previewFile);
    expect(streamed.probe.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
    expect(streamed.probe.durationSec).toBeGreaterThan(u.output_duration_seconds - 0.6);

    // The 2.5 s pause became at most 0.4 s: the clip is about 2 s shorter and no gap between
    // words is as long as the pause was (the words were recognised on the cut sound).
    expect(u.output_duration_seconds).toBeLessThan(src.duration_seconds - 1.8);
    const words = u.transcript as { text: string; start: number; end: number }[];
    expect(words.length).toBeGreaterThan(5);
    const gaps = words.slice(1).map((w, i) => w.start - words[i]!.end);
    expect(Math.max(...gaps)).toBeLessThan(1.2);
    expect(words[words.length - 1]!.end).toBeLessThanOrEqual(u.output_duration_seconds + 0.05);

    // Once completed, the preview link sends the player to the enhanced file.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${src.id}/preview`,
      headers: me.headers,
    });
    expect(after.statusCode).toBe(302);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${src.id}/preview`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    // The preview's segments are gone from storage; deleting the project removes the rest.
    expect(await t.ctx.storage.stat(`users/${me.user.id}/uploads/${src.id}/preview/init.mp4`)).toBeNull();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${src.id}`, headers: me.headers });
    expect(del.statusCode).toBe(204);
  }, 120_000);

  it('exports for a platform, saves to My Content, and keeps everything to its owner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/export`,
      headers: me.headers,
      payload: { preset: 'shorts' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preset: 'shorts', label: 'YouTube Shorts', trimmed: false });
    const dl = await t.app.inject({ method: 'GET', url: res.json().download_url });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/my_clip-shorts\.mp4/);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/export`,
      headers: me.headers,
      payload: { preset: 'vine' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Unknown preset. Choose one of: tiktok, reels, shorts.');

    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/save`,
      headers: me.headers,
    });
    expect(saved.statusCode).toBe(200);
    const video = await t.app.inject({
      method: 'GET',
      url: `/api/videos/${saved.json().video_id}`,
      headers: me.headers,
    });
    expect(video.json()).toMatchObject({ status: 'completed', title: 'my clip' });
    expect(video.json().video_url).toBeTruthy();

    // Another account sees nothing of it.
    for (const [method, url] of [
      ['GET', `/api/uploads/${uploadId}`],
      ['GET', `/api/uploads/${uploadId}/preview.jpg`],
      ['POST', `/api/uploads/${uploadId}/export`],
      ['POST', `/api/uploads/${uploadId}/save`],
      ['DELETE', `/api/uploads/${uploadId}`],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        headers: other.headers,
        payload: method === 'POST' ? { preset: 'tiktok' } : undefined,
      });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirList = await t.app.inject({ method: 'GET', url: '/api/uploads', headers: other.headers });
    expect(theirList.json().results).toEqual([]);
    const ev = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${uploadId}/events`,
      headers: other.headers,
    });
    expect(ev.statusCode).toBe(404);

    // Deleting the project deletes its files.
    const u = (
      await t.app.inject({ method: 'GET', url: `/api/uploads/${uploadId}`, headers: me.headers })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${uploadId}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: u.original_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: u.output_url })).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/uploads', headers: me.headers });
    expect(after.json().storage.used_bytes).toBe(0);
  });

  it('lists a library of any size a page at a time, newest first, with no gaps or repeats', async () => {
    // Photos added in one post share their time to the microsecond: the cursor breaks ties by id.
    const lib = await makeUser(t.ctx, { plan: 'business' });
    const png = f('page.png');
    await stillImage('color=0x336699:s=96x96', png);
    const form = new FormData();
    for (let i = 0; i < 7; i++) form.append('photos', new Blob([readFileSync(png)]), `p${i}.png`);
    const added = await fetch(`${base}/api/uploads/photos`, {
      method: 'POST',
      headers: lib.headers,
      body: form,
    });
    expect(added.status).toBe(201);
    const ids = ((await added.json()) as { results: { id: string }[] }).results.map((p) => p.id);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({
        url: `/api/uploads?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: lib.headers,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { results: { id: string }[]; next: string | null };
      sizes.push(page.results.length);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next;
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([3, 3, 1]);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Without a limit, the first 50 as before, and nobody else's.
    const all = await t.app.inject({ url: '/api/uploads', headers: lib.headers });
    expect(all.json()).toMatchObject({ next: null });
    expect(all.json().results.map((r: { id: string }) => r.id)).toEqual(seen);

    const bad = await t.app.inject({ url: '/api/uploads?cursor=nonsense', headers: lib.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', cursor: ['Invalid cursor.'] });
  });
});
