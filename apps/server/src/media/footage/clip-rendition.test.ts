import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StockClip, VisualsProvider } from '../../providers/visuals/visuals.types.ts';
import { findFootage } from '../pipeline.ts';
import type { Scene } from '../scenes/scenes.ts';
import {
  delegateRenditions,
  prepareRendition,
  preparedClip,
  renditionPaths,
  renditionsSettled,
} from './clip-rendition.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';

const dir = mkdtempSync(join(tmpdir(), 'clip-rendition-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Grey (Y) of the pixel at x, y of a video's first frame. */
function lumaAt(path: string, x: number, y: number): number {
  return execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-vf', `crop=2:2:${x}:${y},format=gray`].concat([
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      'pipe:1',
    ]),
  )[0]!;
}

/** A landscape clip: a white subject at the right edge of a black frame. */
function landscapeClip(name: string): StockClip {
  const path = join(dir, name);
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i']
      .concat(['color=black:s=640x360:r=30,drawbox=x=520:y=130:w=100:h=100:color=white:t=fill'])
      .concat(['-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', path]),
  );
  return { id: `pexels-${name}`, path, kind: 'video', width: 640, height: 360, durationSec: 2 };
}

describe('prepared 9:16 renditions of cached clips', () => {
  it('renders the clip itself the first time and its 9:16 window around the subject from then on', async () => {
    const clip = landscapeClip('a.mp4');
    const first = await preparedClip(clip);
    expect(first).toEqual(clip); // not ready: the source, as before, with the rendition under way
    await renditionsSettled();
    const next = await preparedClip(clip);
    expect(next.path).toBe(renditionPaths(clip.path).video);
    expect(next.id).toBe(clip.id); // still the same clip for "never twice in a video"
    expect(next.width / next.height).toBeCloseTo(9 / 16, 2);
    expect(next.focus).toBeUndefined();
    const v = (await probe(next.path)).video!;
    expect([v.width, v.height, v.fps]).toEqual([next.width, next.height, 30]);
    expect(v.frames ?? 60).toBe(60);
    // Cut around the subject at the right edge: its middle is white (a centre cut would be black).
    expect(lumaAt(next.path, Math.round(next.width * 0.6), 180)).toBeGreaterThan(200);
    expect(lumaAt(next.path, 4, 180)).toBeLessThan(40);
  }, 60_000);

  it('prepares a clip once when two renders ask at the same time, leaving no partial files', async () => {
    const clip = landscapeClip('b.mp4');
    const [a, b] = [prepareRendition(clip.path), prepareRendition(clip.path)];
    expect(a).toBe(b);
    await Promise.all([a, b, prepareRendition(clip.path)]);
    expect(
      readdirSync(dir)
        .filter((n) => n.startsWith('b.mp4'))
        .sort(),
    ).toEqual(['b.mp4', 'b.mp4.916.json', 'b.mp4.916.mp4', 'b.mp4.focus.json']);
  }, 60_000);

  it('keeps the source when the clip cannot be prepared, and leaves photos and 9:16 clips alone', async () => {
    const bad = join(dir, 'bad.mp4');
    writeFileSync(bad, 'not a video');
    const clip: StockClip = { path: bad, kind: 'video', width: 1920, height: 1080 };
    await preparedClip(clip);
    await renditionsSettled();
    expect(await preparedClip(clip)).toEqual(clip);
    expect(readdirSync(dir).filter((n) => n.startsWith('bad.mp4.916'))).toEqual([]);
    const portrait: StockClip = { path: bad, kind: 'video', width: 1080, height: 1920 };
    expect(await preparedClip(portrait)).toBe(portrait);
    const photo: StockClip = { path: bad, kind: 'image', width: 1920, height: 1080 };
    expect(await preparedClip(photo)).toBe(photo);
  }, 60_000);

  it('gives a scene longer than the rendition the source, unless the source is no longer either', async () => {
    const clip = landscapeClip('long.mp4');
    await prepareRendition(clip.path);
    const { video, info } = renditionPaths(clip.path);
    // The information file says how much of the clip the rendition holds.
    const meta = JSON.parse(readFileSync(info, 'utf8')) as { durationSec: number };
    expect(meta.durationSec).toBeCloseTo(2, 2);
    expect((await preparedClip(clip, { sceneSec: 1.5 })).path).toBe(video);
    // A rendition that holds 1 s of a 2 s clip: a 1.5 s scene would loop it, so it gets the source.
    writeFileSync(info, JSON.stringify({ ...meta, durationSec: 1 }));
    expect(await preparedClip(clip, { sceneSec: 1.5 })).toEqual(clip);
    expect((await preparedClip(clip, { sceneSec: 0.5 })).path).toBe(video);
    expect((await preparedClip(clip)).path).toBe(video);
    // A source that is no longer than the rendition loops the same either way: the rendition.
    expect((await preparedClip({ ...clip, durationSec: 1 }, { sceneSec: 3 })).path).toBe(video);
  }, 60_000);

  it('hands the preparation to the thread that prepares for the process, when told to', async () => {
    const clip = landscapeClip('d.mp4');
    const asked: string[] = [];
    delegateRenditions((path) => asked.push(path));
    try {
      expect(await preparedClip(clip)).toEqual(clip);
      await renditionsSettled();
    } finally {
      delegateRenditions(null);
    }
    expect(asked).toEqual([clip.path]);
    expect(readdirSync(dir).filter((n) => n.startsWith('d.mp4.916'))).toEqual([]);
  }, 60_000);
});

describe('footage from a stock provider', () => {
  const scene = (): Scene => ({
    kind: 'point',
    beat: 1,
    start: 0,
    end: 1.5,
    text: 'A white box.',
    keywords: ['box'],
    illustration: null,
    emphasisAt: null,
    label: null,
  });
  const offering = (clip: StockClip, prepareClips?: boolean): VisualsProvider => ({
    name: 'stock',
    prepareClips,
    find: async () => ({ ...clip }),
  });

  it('renders from the rendition of a provider that keeps them, and starts one when there is none', async () => {
    const clip = landscapeClip('stock.mp4');
    const asked: string[] = [];
    delegateRenditions((path) => asked.push(path));
    try {
      const first = [scene()];
      await findFootage(first, offering(clip, true), dir, {});
      expect(first[0]!.clip?.path).toBe(clip.path);
      expect(asked).toEqual([clip.path]);

      await prepareRendition(clip.path);
      const next = [scene()];
      await findFootage(next, offering(clip, true), dir, {});
      const rendered = next[0]!.clip!;
      expect(rendered.path).toBe(renditionPaths(clip.path).video);
      expect(rendered.width / rendered.height).toBeCloseTo(9 / 16, 2);
      expect(rendered.focus).toBeUndefined(); // already cut around its subject

      // A provider that keeps no renditions gets its clip rendered as found.
      const plain = [scene()];
      await findFootage(plain, offering(clip), dir, {});
      expect(plain[0]!.clip?.path).toBe(clip.path);
      expect(asked).toEqual([clip.path]);
    } finally {
      delegateRenditions(null);
    }
  }, 60_000);
});
