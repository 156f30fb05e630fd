import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reframeFilter } from './enhance-encode.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { run, stillImage, lavfi } from '../../../test/media.ts';

/** A JPEG with an EXIF APP1 segment saying "orientation 6" (shown turned a quarter clockwise). */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const len = body.length + 2;
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xe1, len >> 8, len & 255]),
    body,
    jpeg.subarray(2),
  ]);
}

describe('sizes as shown: phones store portrait sideways with a rotation', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-probe-'));
  const f = (n: string) => path.join(dir, n);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a portrait phone clip (stored 640x360, rotated 90) is 360x640, and enhancing it keeps the whole picture', async () => {
    // Red on the stored left, blue on the stored right: shown upright, they are the top and bottom.
    const src = 'color=red:s=80x360[a];color=gray:s=480x360[b];color=blue:s=80x360[c];[a][b][c]hstack=3';
    const ff = ['-v', 'error', '-y'];
    await run('ffmpeg', [
      ...ff,
      ...lavfi(`${src},format=yuv420p`),
      '-t',
      '1',
      '-r',
      '30',
      '-c:v',
      'libx264',
      f('stored.mp4'),
    ]);
    await run('ffmpeg', [
      ...ff,
      '-i',
      f('stored.mp4'),
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      f('phone.mp4'),
    ]);

    const info = await probe(f('phone.mp4'));
    expect(info.video).toMatchObject({ width: 360, height: 640, rotation: 90 });
    expect((await probe(f('stored.mp4'))).video).toMatchObject({ width: 640, height: 360, rotation: 0 });

    // Enhance's 9:16 crop from the probed size: the clip is already portrait, so nothing is cut
    // and both coloured ends are still in the frame (with the stored size it cut them off).
    const filter = reframeFilter('crop', info.video!);
    await run('ffmpeg', [
      ...ff,
      '-i',
      f('phone.mp4'),
      '-filter_complex',
      `${filter};[framed]scale=9:16:flags=area,format=rgb24[o]`,
      '-map',
      '[o]',
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      f('frame.rgb'),
    ]);
    const px = readFileSync(f('frame.rgb'));
    const at = (x: number, y: number) => [...px.subarray((y * 9 + x) * 3, (y * 9 + x) * 3 + 3)];
    const ends = [at(4, 0), at(4, 15)];
    const red = ends.filter(([r, g, b]) => r! > 150 && g! < 90 && b! < 90).length;
    const blue = ends.filter(([r, g, b]) => b! > 150 && r! < 90 && g! < 90).length;
    expect({ red, blue }).toEqual({ red: 1, blue: 1 });
  });

  it('a JPEG whose EXIF says "turned" reads with its shown size', async () => {
    await stillImage('testsrc2=s=400x200', f('land.jpg'));
    writeFileSync(f('turned.jpg'), withExifOrientation(readFileSync(f('land.jpg')), 6));
    expect((await probe(f('turned.jpg'))).video).toMatchObject({ width: 200, height: 400, rotation: 270 });
    expect((await probe(f('land.jpg'))).video).toMatchObject({ width: 400, height: 200, rotation: 0 });
  });
});
