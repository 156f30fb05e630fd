import { describe, expect, it } from 'vitest';
import { cutAudio, cutFilter, MAX_PAUSE_SEC, PAUSE_PAD_SEC, spansFromSilences } from './enhance.ts';

const report = (silences: [number, number | null][]) =>
  silences
    .map(
      ([s, e]) =>
        `[silencedetect @ 0x1] silence_start: ${s}\n` +
        (e === null ? '' : `[silencedetect @ 0x1] silence_end: ${e} | silence_duration: ${e - s}\n`),
    )
    .join('');

describe('silence trimming (decision 103)', () => {
  it('drops silence at the ends and shortens long pauses inside, on frame boundaries', () => {
    const spans = spansFromSilences(
      report([
        [0, 1.2],
        [3, 3.5], // short: kept whole
        [4, 7], // long: shortened
        [9.6, null], // to the end
      ]),
      10,
    );
    expect(spans).toHaveLength(2);
    expect(spans[0]!.start).toBeCloseTo(1.05, 1);
    expect(spans[0]!.end).toBeCloseTo(4 + PAUSE_PAD_SEC, 1);
    expect(spans[1]!.start).toBeCloseTo(7 - PAUSE_PAD_SEC, 1);
    expect(spans[1]!.end).toBeCloseTo(9.85, 1);
    for (const p of spans) {
      expect(Math.abs(p.start * 30 - Math.round(p.start * 30))).toBeLessThan(1e-6);
      expect(Math.abs(p.end * 30 - Math.round(p.end * 30))).toBeLessThan(1e-6);
    }
    // The pause left between the two spans is 2 x PAUSE_PAD_SEC, shorter than MAX_PAUSE_SEC.
    expect(2 * PAUSE_PAD_SEC).toBeLessThan(MAX_PAUSE_SEC);
  });

  it('keeps everything when there is no silence, or nothing but silence', () => {
    expect(spansFromSilences('', 8)).toEqual([{ start: 0, end: 8 }]);
    expect(spansFromSilences(report([[0, null]]), 8)).toEqual([{ start: 0, end: 8 }]);
  });

  it('cuts picture by frame number and sound by sample, the same instants', () => {
    const spans = [
      { start: 0, end: 1 },
      { start: 2, end: 2.5 },
    ];
    expect(cutFilter(spans)).toBe("select='between(n,0,29)+between(n,60,74)',setpts=N/30/TB");
    const rate = 48_000;
    const left = new Float32Array(3 * rate).map((_, i) => (i < 2 * rate ? 1 : 0.5));
    const cut = cutAudio({ left, right: left.slice(), sampleRate: rate }, spans);
    expect(cut.left.length).toBe(1.5 * rate);
    expect(cut.left[rate / 2]).toBe(1);
    expect(cut.left[rate + rate / 4]).toBe(0.5);
    // A short fade at the join, so the cut does not click.
    expect(cut.left[rate - 1]).toBeLessThan(0.01);
    expect(cut.left[rate]).toBeLessThan(0.01);
  });
});
