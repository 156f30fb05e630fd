import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { gradientPoints } from './gradient-points.ts';

/** The frames' checksums of a `gradients` source, 3 frames. */
function frames(size: string, placement: string): string[] {
  const src = `gradients=s=${size}:r=10:c0=0x0f2027:c1=0x203a43:c2=0x2c5364:n=3:type=1:speed=0.02:${placement}:d=0.3`;
  const out = execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', src, '-f', 'framemd5', '-'],
    {
      encoding: 'utf8',
    },
  );
  return out.split('\n').filter((l) => l && !l.startsWith('#'));
}

describe('gradient points', () => {
  it.each([
    [1, 180, 320],
    [7, 180, 320],
    [54321, 108, 192],
    [4294967295, 90, 160],
  ])('are the line ffmpeg draws for seed %i at %ix%i', (seed, w, h) => {
    const [x0, y0, x1, y1] = gradientPoints(seed, w, h);
    // Another seed with the points given: only the points can make the pictures equal.
    const given = frames(`${w}x${h}`, `seed=${seed === 1 ? 2 : 1}:x0=${x0}:y0=${y0}:x1=${x1}:y1=${y1}`);
    expect(given).toHaveLength(3);
    expect(given).toEqual(frames(`${w}x${h}`, `seed=${seed}`));
  });
});
