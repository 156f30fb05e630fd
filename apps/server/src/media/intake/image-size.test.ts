import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicHeader, run, stillImage } from '../../../test/media.ts';
import { overPixelBudget, PHOTO_MAX_PIXELS, readImageSize } from './image-size.ts';

describe('a picture’s size from its header, before any decode', () => {
  let dir: string;
  const f = (n: string) => path.join(dir, n);
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-size-'));
    await Promise.all(['a.png', 'a.jpg', 'a.webp'].map((n) => stillImage('testsrc2=s=642x322', f(n))));
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=642x322',
      '-frames:v',
      '1',
      '-lossless',
      '1',
      f('lossless.webp'),
    ]);
    await run('heif-enc', ['-q', '50', '-o', f('a.heic'), f('a.png')]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads PNG, JPEG, WebP (lossy and lossless) and HEIC', async () => {
    for (const n of ['a.png', 'a.jpg', 'a.webp', 'lossless.webp', 'a.heic'])
      expect(await readImageSize(f(n)), n).toEqual({ width: 642, height: 322 });
  });

  it('answers null for what it does not know, and refuses past the budget by the header alone', async () => {
    writeFileSync(f('notes.txt'), 'just some words, not a picture');
    expect(await readImageSize(f('notes.txt'))).toBeNull();
    expect(await overPixelBudget(f('a.png'), '"a.png"')).toBeNull();
    // 16,000 x 16,000 declared in a HEIC whose pixels are not even there.
    writeFileSync(f('huge.heic'), heicHeader(16_000, 16_000));
    expect(await readImageSize(f('huge.heic'))).toEqual({ width: 16_000, height: 16_000 });
    expect(await overPixelBudget(f('huge.heic'), '"huge.heic"')).toBe(
      `"huge.heic" is 16000 x 16000 pixels; photos can be at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Resize it and try again.`,
    );
  });
});
