import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, stillImage } from '../../../test/media.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { boundedSize, checkPhoto, jpegShrink, PHOTO_BOX } from './photo-check.ts';

const GNU_TIME = '/usr/bin/time';

describe('photos are decoded to the size they are shown at, never full size', () => {
  let dir: string;
  const f = (n: string) => path.join(dir, n);
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-photo-'));
    // A 48 MP camera photo, a 12 MP PNG screenshot, and a small picture.
    await run(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=8000x6000', '-frames:v', '1'].concat([
        '-q:v',
        '3',
        f('camera.jpg'),
      ]),
    );
    await stillImage('testsrc2=s=3000x4000', f('screen.png'));
    await stillImage('testsrc2=s=800x600', f('small.jpg'));
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sizes to cover the frame with room to pan, and shrinks a JPEG on decode', () => {
    expect(boundedSize({ width: 8000, height: 6000 })).toEqual({ width: 2816, height: 2112 });
    expect(boundedSize({ width: 3000, height: 4000 })).toEqual({ width: 1584, height: 2112 });
    expect(boundedSize({ width: 800, height: 600 })).toBeNull();
    expect(boundedSize(PHOTO_BOX)).toBeNull();
    // 8000x6000 decodes at a quarter (2000x1500 is still not enough for 2112 high: a half).
    expect(jpegShrink({ width: 8000, height: 6000 }, 2816, 2112)).toBe(1);
    expect(jpegShrink({ width: 12000, height: 4000 }, 1188, 500)).toBe(3);
  });

  it('keeps a large JPEG at the bounded size, decoding it smaller than itself', async () => {
    // ffmpeg run under GNU time: the decode's peak memory is the child's own, measured.
    const peakFile = f('peak.txt');
    const wrapper = f('ffmpeg-measured.sh');
    const measured = existsSync(GNU_TIME);
    writeFileSync(
      wrapper,
      measured
        ? `#!/bin/sh\nexec ${GNU_TIME} -f %M -o ${peakFile} ffmpeg "$@"\n`
        : '#!/bin/sh\nexec ffmpeg "$@"\n',
    );
    chmodSync(wrapper, 0o755);

    const c = await checkPhoto(f('camera.jpg'), 'camera.jpg', { ffmpegPath: wrapper }, { decode: true });
    expect(c).toMatchObject({ ok: true, ext: 'jpg', width: 2816, height: 2112 });
    if (!c.ok) return;
    expect(c.path).not.toBe(f('camera.jpg'));
    const kept = await probe(c.path);
    expect([kept.video?.width, kept.video?.height]).toEqual([2816, 2112]);
    if (measured) {
      const peakMb = () => Number(readFileSync(peakFile, 'utf8').trim().split('\n').pop()) / 1024;
      const bounded = peakMb();
      // What decoding it whole costs the same ffmpeg (48 MP is 72 MB of pixels before anything else).
      await run(wrapper, ['-v', 'error', '-i', f('camera.jpg'), '-frames:v', '1', '-f', 'null', '-']);
      expect(bounded).toBeLessThan(peakMb() * 0.9);
    }
  });

  it('keeps a large PNG at the bounded size and a small photo as it is', async () => {
    const png = await checkPhoto(f('screen.png'), 'screen.png', {});
    expect(png).toMatchObject({ ok: true, ext: 'jpg', width: 1584, height: 2112 });
    const small = await checkPhoto(f('small.jpg'), 'small.jpg', {}, { decode: true });
    expect(small).toEqual({ ok: true, path: f('small.jpg'), ext: 'jpg', width: 800, height: 600 });
  });
});
