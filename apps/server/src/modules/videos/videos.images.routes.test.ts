import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { checkOutput } from '../../media/enhance/enhance.ts';
import { imageFocus } from '../../media/footage/saliency.ts';
import { run, ffmpeg, lavfi } from '../../../test/media.ts';

describe('image to video API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let base: string;
  let dir: string;
  const f = (n: string) => path.join(dir, n);

  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx, { plan: 'creator' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-photos-'));
    // Landscape photos with the subject (a bright disc) off centre, made here with ffmpeg.
    const photo = (name: string, cx: string, bg: string) =>
      ffmpeg([
        ...lavfi(`color=c=${bg}:s=1600x900`),
        '-vf',
        `geq=r='if(lt(hypot(X-${cx},Y-450),140),255,r(X,Y))':g='if(lt(hypot(X-${cx},Y-450),140),220,g(X,Y))':b='if(lt(hypot(X-${cx},Y-450),140),40,b(X,Y))'`,
        '-frames:v',
        '1',
        f(name),
      ]);
    await Promise.all([
      photo('one.jpg', '1300', 'navy'),
      photo('two.png', '300', 'darkgreen'),
      photo('three.webp', '800', 'purple'),
    ]);
    // An iPhone-style HEIC, encoded with libheif's heif-enc (libheif-examples, from scripts/setup.sh).
    await run('heif-enc', ['-q', '60', '-o', f('four.heic'), f('two.png')]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function form(files: { name: string; file: string }[], fields: Record<string, string>) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    for (const x of files) fd.append('photos', new Blob([readFileSync(x.file)]), x.name);
    return fd;
  }
  const post = (fd: FormData) =>
    fetch(`${base}/api/videos/from-images`, { method: 'POST', headers: me.headers, body: fd });

  it('finds the subject of a photo', async () => {
    const right = await imageFocus(f('one.jpg'));
    expect(right.x).toBeGreaterThan(0.65);
    const left = await imageFocus(f('two.png'));
    expect(left.x).toBeLessThan(0.35);
  });

  it('refuses what it cannot use, with the field named', async () => {
    let res = await post(form([], { idea: 'my trip' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Choose at least one photo.',
      photos: ['Choose at least one photo.'],
    });

    writeFileSync(f('notes.jpg'), 'not a picture');
    res = await post(form([{ name: 'notes.jpg', file: f('notes.jpg') }], {}));
    expect(((await res.json()) as { error: string }).error).toBe(
      '"notes.jpg" is not a photo we can read. Use JPEG, PNG or WebP pictures.',
    );

    // HEIC is read where the system can decode it (decision 104); otherwise the refusal says what
    // the server needs. Here the photo after it is the one refused, so the HEIC passed its check.
    const decodes = await run('heif-convert', ['--help']).then(
      () => true,
      (e: NodeJS.ErrnoException) => e.code !== 'ENOENT',
    );
    res = await post(
      form(
        [
          { name: 'IMG_0001.HEIC', file: f('four.heic') },
          { name: 'notes.jpg', file: f('notes.jpg') },
        ],
        {},
      ),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      decodes
        ? '"notes.jpg" is not a photo we can read. Use JPEG, PNG or WebP pictures.'
        : '"IMG_0001.HEIC" is a HEIC photo, which this server cannot read yet (it needs heif-convert, from the libheif-examples package). Save it as JPEG and try again.',
    );

    const many = Array.from({ length: 21 }, () => ({ name: 'one.jpg', file: f('one.jpg') }));
    res = await post(form(many, {}));
    expect(((await res.json()) as { error: string }).error).toBe('Choose at most 20 photos.');

    res = await post(form([{ name: 'one.jpg', file: f('one.jpg') }], { voice: 'none', music: 'none' }));
    expect(((await res.json()) as { error: string }).error).toBe('Choose a voice, music, or both.');

    res = await post(form([{ name: 'one.jpg', file: f('one.jpg') }], { voice: 'nobody' }));
    expect(((await res.json()) as { voice: string[] }).voice[0]).toMatch(/^Unknown voice/);
  });

  it('builds a captioned, voiced video from 3 photos and a typed script', async () => {
    const res = await post(
      form(
        [
          { name: 'one.jpg', file: f('one.jpg') },
          { name: 'two.png', file: f('two.png') },
          { name: 'three.webp', file: f('three.webp') },
        ],
        {
          script: 'Our weekend by the lake. The sun came out on Sunday. Come back next summer!',
          voice: 'rachel',
          caption_style: 'bold',
          duration: '15',
        },
      ),
    );
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; status: string };
    let v:
      | { status: string; video_url: string | null; error: string | null; duration_seconds: number }
      | undefined;
    for (let i = 0; i < 300; i++) {
      v = (
        await t.app.inject({ method: 'GET', url: `/api/videos/${created.id}`, headers: me.headers })
      ).json();
      if (v!.status === 'completed' || v!.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(v!.error).toBeNull();
    expect(v!.status).toBe('completed');
    const out = f('out.mp4');
    writeFileSync(out, (await t.app.inject({ method: 'GET', url: v!.video_url! })).rawPayload);
    const check = await checkOutput(out);
    expect(check.problems).toEqual([]);
    expect(check.lufs).toBeGreaterThan(-15.5);
    // The second photo's subject (on the left of a landscape picture) is in the frame: the frame
    // in its middle has the disc's yellow near the centre column, not cut away by a centre crop.
    const at = v!.duration_seconds * 0.55;
    const { stdout } = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        at.toFixed(2),
        '-i',
        out,
        '-frames:v',
        '1',
        '-vf',
        'scale=54:96',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        'pipe:1',
      ],
      { encoding: 'buffer' },
    );
    let yellow = 0;
    for (let i = 0; i < stdout.length; i += 3)
      if (stdout[i]! > 200 && stdout[i + 1]! > 170 && stdout[i + 2]! < 120) yellow++;
    expect(yellow).toBeGreaterThan(40);
  }, 180_000);
});
