import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heicToJpeg, isHeic } from './heic.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { run, stillImage } from '../../../test/media.ts';

describe('HEIC photos (decision 104)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-heic-'));
  const f = (n: string) => path.join(dir, n);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('recognises a HEIC by its content and decodes it to a JPEG of the same size', async () => {
    await stillImage('testsrc2=s=640x480', f('a.png'));
    await run('heif-enc', ['-q', '50', '-o', f('photo.heic'), f('a.png')]);
    expect(await isHeic(f('photo.heic'))).toBe(true);
    expect(await isHeic(f('a.png'))).toBe(false);
    expect(await heicToJpeg(f('photo.heic'), f('photo.jpg'))).toBe('ok');
    const info = await probe(f('photo.jpg'));
    expect(info.video).toMatchObject({ width: 640, height: 480 });
  });

  it('says when the system has no decoder, and fails on a damaged file', async () => {
    expect(await heicToJpeg(f('photo.heic'), f('x.jpg'), { bin: 'no-such-heif-convert' })).toBe('missing');
    writeFileSync(
      f('bad.heic'),
      Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]),
    );
    expect(await isHeic(f('bad.heic'))).toBe(true);
    await expect(heicToJpeg(f('bad.heic'), f('bad.jpg'))).rejects.toThrow();
  });
});
