import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backgroundSource } from './backgrounds.ts';
import { gradientPoints } from './gradient-points.ts';

/** The backdrop at 1080x1920 as the render builds it (ffmpeg.args.ts), first 3 s. */
const chain = (b: ReturnType<typeof backgroundSource>, label: string) =>
  `${b.lavfi},trim=duration=3,${[...b.lowResFilters, 'format=yuv420p', `scale=1080:1920:flags=${b.scaleFlags}`].join(',')}[${label}]`;

/** Luma PSNR (dB) of two backdrops over their first 3 s. */
function psnr(a: ReturnType<typeof backgroundSource>, b: ReturnType<typeof backgroundSource>): number {
  const graph = `${chain(a, 'a')};${chain(b, 'b')};[a][b]psnr`;
  const r = spawnSync('ffmpeg', ['-nostdin', '-filter_complex', graph, '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  const y = /PSNR y:([\d.]+|inf)/.exec(r.stderr)?.[1];
  if (!y) throw new Error(`no PSNR from ffmpeg: ${r.stderr.slice(-400)}`);
  return y === 'inf' ? Infinity : Number(y);
}

/** The same backdrop drawn at 180x320, the size whose pixels the seed's gradient line is chosen in. */
function at180x320(
  b: ReturnType<typeof backgroundSource>,
  seed: number,
): ReturnType<typeof backgroundSource> {
  const [x0, y0, x1, y1] = gradientPoints(seed, 180, 320);
  const lavfi = b.lavfi
    .replace('s=90x160', 's=180x320')
    .replace(/x0=\d+:y0=\d+:x1=\d+:y1=\d+/, `x0=${x0}:y0=${y0}:x1=${x1}:y1=${y1}`);
  return { ...b, lavfi };
}

describe('backdrops', () => {
  it.each([
    ['cinematic', 'educational', 1],
    ['documentary', 'motivational', 9],
    ['minimal', 'meme', 54321],
  ] as const)(
    'draws %s at a quarter of the pixels with the 180x320 picture (%s, seed %i)',
    (style, vibe, seed) => {
      const b = backgroundSource(style, vibe, 3, seed);
      expect(b.lavfi).toContain('s=90x160');
      // Same gradient, lines and colours: within about a code value (measured 43-62 dB over 30 s, 044).
      expect(psnr(b, at180x320(b, seed))).toBeGreaterThan(40);
    },
  );

  it('keeps abstract, retro and futuristic at their size (the spiral, pixels and grid change with it)', () => {
    expect(backgroundSource('abstract', 'meme', 3, 1).lavfi).toContain('s=180x320');
    expect(backgroundSource('retro', 'meme', 3, 1).lavfi).toContain('s=108x192');
    expect(backgroundSource('futuristic', 'meme', 3, 1).lavfi).toContain('s=180x320');
  });

  it.each(['cinematic', 'documentary', 'minimal', 'retro'] as const)(
    'adds no noise of its own to %s: a still backdrop draws the same picture every frame',
    (style) => {
      // Noise new on every frame (vignette's dither was) is work for x264 on every frame, and bits.
      // The source's first frame four times over, through the style's own filters: frames 0 and 3 compared.
      const b = backgroundSource(style, 'educational', 3, 7);
      const graph = `${b.lavfi},trim=end_frame=1,loop=loop=3:size=1,${[...b.lowResFilters, 'format=yuv420p'].join(',')},split[a][b];[b]trim=start_frame=3,setpts=PTS-STARTPTS[c];[a][c]psnr`;
      const r = spawnSync('ffmpeg', ['-nostdin', '-filter_complex', graph, '-f', 'null', '-'], {
        encoding: 'utf8',
      });
      expect(/PSNR y:(\S+)/.exec(r.stderr)?.[1]).toBe('inf');
    },
  );
});
