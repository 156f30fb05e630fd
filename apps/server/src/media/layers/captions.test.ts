import { describe, expect, it } from 'vitest';
import { CAPTION_POSITIONS, SAFE_ZONE_TARGETS } from '@reelsmith/contracts/storyboard';
import { CAPTION_PRESETS } from '@reelsmith/contracts/video';
import { planCaptionLayer } from './caption-layer.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { buildAss, buildSrt, buildVtt, sidecarPages } from './caption-files.ts';
import {
  captionBlockTop,
  layoutPage,
  layoutTitle,
  paginate,
  PRESETS,
  CAPTION_COLUMN_W,
  textWidth,
} from './captions.ts';
import { assignEmoji, emojiForWord } from './emoji.ts';
import { placeCaptions, safeArea } from './safe-zones.ts';

function timed(text: string, step = 0.3): WordTiming[] {
  return text.split(' ').map((word, i) => ({ word, start: i * step, end: i * step + step * 0.9 }));
}

describe('paginate', () => {
  it('makes pages of one to four words that break at sentence ends and keep word order', () => {
    const words = timed('Bees dance. They share where flowers are with a waggle that points to food today');
    const pages = paginate(words);
    const texts = pages.map((p) => p.words.map((w) => w.word).join(' '));
    expect(texts[0]).toBe('Bees dance.');
    for (const t of texts) expect(t.length <= 20 || !t.includes(' ')).toBe(true);
    for (const p of pages) {
      expect(p.words.length).toBeGreaterThanOrEqual(1);
      expect(p.words.length).toBeLessThanOrEqual(4);
    }
    expect(pages.flatMap((p) => p.words)).toEqual(words);
  });

  it('shows a page from its first word until the next page, and never overlaps', () => {
    const pages = paginate(timed('one two three four five six seven eight nine'));
    for (let i = 0; i < pages.length; i++) {
      expect(pages[i]!.start).toBe(pages[i]!.words[0]!.start);
      if (i + 1 < pages.length) expect(pages[i]!.end).toBeLessThanOrEqual(pages[i + 1]!.start);
      expect(pages[i]!.end).toBeGreaterThanOrEqual(pages[i]!.words.at(-1)!.end);
    }
  });

  it('starts a new page after a long pause or a long run of characters', () => {
    const words: WordTiming[] = [
      { word: 'wait', start: 0, end: 0.3 },
      { word: 'for', start: 1.5, end: 1.7 },
      { word: 'extraordinarily', start: 1.8, end: 2.4 },
      { word: 'incomprehensible', start: 2.5, end: 3.2 },
    ];
    expect(paginate(words).map((p) => p.words.length)).toEqual([1, 2, 1]);
  });
});

describe('layoutPage', () => {
  it.each(CAPTION_PRESETS)('keeps every line of %s inside the safe width, shrinking long words', (preset) => {
    const p = PRESETS[preset];
    for (const text of [
      'Pneumonoultramicroscopicsilicovolcanoconiosis',
      'the quick brown fox',
      'Hi',
      'supercalifragilistic antidisestablishment',
    ]) {
      const page = layoutPage(paginate(timed(text), { maxChars: 200 })[0]!, preset);
      expect(page.lines.length).toBeLessThanOrEqual(2);
      for (const line of page.lines) {
        const str = line
          .map((i) => (p.upper ? page.words[i]!.word.toUpperCase() : page.words[i]!.word))
          .join(' ');
        expect(textWidth(str, page.fontSize, p.weight) + 2 * p.pad).toBeLessThanOrEqual(
          CAPTION_COLUMN_W + 0.5,
        );
      }
    }
  });
});

describe('buildAss', () => {
  const words = timed('Octopuses have three hearts and blue blood');
  const pages = paginate(words).map((p) => layoutPage(p, 'bold'));

  it('highlights each spoken word exactly while it is spoken', () => {
    const ass = buildAss(pages, { preset: 'bold' });
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue: 0,'));
    expect(events).toHaveLength(pages.reduce((n, p) => n + p.words.length * p.lines.length, 0));
    const toSec = (t: string) => {
      const [h, m, s] = t.split(':');
      return Number(h) * 3600 + Number(m) * 60 + Number(s);
    };
    const toSecs = (e: string) => e.split(',').slice(1, 3).map(toSec) as [number, number];
    for (const [i, w] of words.entries()) {
      // The event that highlights word i starts when it is spoken (or when its page appears) and lasts until it ends.
      const mine = events.filter((e) => e.includes(`{\\c&H0000E5FF&}${w.word.toUpperCase()}`));
      expect(mine.length).toBeGreaterThan(0);
      const [start, end] = toSecs(mine[0]!);
      expect(start).toBeCloseTo(w.start, 2);
      expect(end).toBeGreaterThanOrEqual(w.end - 0.011);
      if (i + 1 < words.length) expect(end).toBeLessThanOrEqual(words[i + 1]!.start + 0.011);
    }
  });

  it('places captions inside the safe area and writes the styles of all five presets', () => {
    for (const preset of CAPTION_PRESETS) {
      const ass = buildAss(
        pages.map((p) => layoutPage(p, preset)),
        { preset, watermark: 'reelsmith.app' },
      );
      expect(ass).toContain('PlayResX: 1080');
      expect(ass).toContain(`Style: Caption,${PRESETS[preset].style}`);
      for (const m of ass.matchAll(/Dialogue: 0,.*\\pos\((\d+),(\d+)\)/g)) {
        expect(Number(m[2])).toBeGreaterThan(safeArea('all').y0);
        expect(Number(m[2])).toBeLessThan(safeArea('all').y1);
      }
      expect(ass).toMatch(/Mark,.*reelsmith\.app/);
    }
    expect(new Set(CAPTION_PRESETS.map((p) => PRESETS[p].style)).size).toBe(5);
  });

  it('writes the hook as the cover’s title card: every word on its plate from the first frame', () => {
    const hook = timed('Did you know this');
    const ass = buildAss([], { preset: 'pop', title: { words: hook, end: 1.5, accent: '#FFD54F' } });
    expect(ass).toContain('\\p1');
    expect(ass).toContain('\\1c&H004FD5FF&');
    // Every word shown from 0 s to the card's end, nothing hidden until it is spoken.
    const lines = [...ass.matchAll(/^Dialogue: 2,0:00:00\.00,0:00:01\.50,Title,.*\}(.+)$/gm)].map(
      (m) => m[1],
    );
    expect(lines.join(' ')).toBe('DID YOU KNOW THIS');
    expect(ass).not.toContain('\\alpha&HFF&');
  });
});

describe('the title card', () => {
  const linesOf = (text: string) => {
    const { words, lines } = layoutTitle({ words: timed(text), end: 1.5, accent: '#FFD54F' });
    return lines.map((line) => line.map((k) => words[k]).join(' '));
  };

  // Seen in renders: the greedy fill broke wherever the line ran out of room.
  it.each([
    ['"Learning to run a 5k". Celebrate the little wins.', 'CELEBRATE THE'],
    ['Learning to run a 5k. Celebrate the little wins.', 'TO RUN A'],
    ['Put it in a chart. Take one part at a time.', 'TAKE'],
    ['Today\'s disaster: "Things nobody tells you about adopting a cat".', 'TELLS'],
  ])('breaks %s at phrase boundaries', (text, neverAtEnd) => {
    const lines = linesOf(text);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(' ')).toBe(text.toUpperCase());
    for (const line of lines.slice(0, -1)) expect(line.endsWith(neverAtEnd), lines.join(' / ')).toBe(false);
  });

  it('keeps a short hook on as few lines as fit, at a size that fills the plate', () => {
    const { lines, fontSize } = layoutTitle({
      words: timed('Did you know this'),
      end: 1.5,
      accent: '#FFD54F',
    });
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(fontSize).toBeGreaterThan(100);
  });
});

describe('the captions files match the burned captions', () => {
  const words = timed('Sending this to my best friend right now. Tag the friend who needs to see this.');
  const pages = paginate(words).map((p) => layoutPage(p, 'neon'));

  it.each(CAPTION_POSITIONS)(
    "ASS puts each %s line where the video draws it, with the style's look",
    (position) => {
      for (const safeZone of SAFE_ZONE_TARGETS) {
        const ass = buildAss(pages, { preset: 'neon', style: 'futuristic', position, safeZone });
        const ys = [...ass.matchAll(/Dialogue: 0,.*?\\pos\(540,(\d+)\)\\fs\d+\\blur1\.5\}/g)].map((m) =>
          Number(m[1]),
        );
        const want = pages.flatMap((p) => {
          const top = captionBlockTop(p, placeCaptions({ position, safeZone }));
          const lineYs = p.lines.map((_, li) => Math.round(top + p.fontSize * 1.18 * (li + 0.5)));
          return p.words.flatMap(() => lineYs); // one event per line per spoken word
        });
        expect(ys).toEqual(want);
        const layer = planCaptionLayer({
          pages,
          title: null,
          preset: 'neon',
          style: 'futuristic',
          durationSec: 9,
          position,
          safeZone,
        })!;
        for (const y of ys) {
          expect(y).toBeGreaterThan(layer.captionTop);
          expect(y).toBeLessThan(layer.captionTop + layer.height);
        }
      }
    },
  );

  it('SRT and WebVTT hold exactly the pages shown, in order', () => {
    const srt = buildSrt(pages);
    const vtt = buildVtt(pages);
    const cues = srt.split('\n\n').map((c) => c.split('\n')[2]);
    expect(cues).toEqual(pages.map((p) => p.words.map((w) => w.word).join(' ')));
    expect(vtt.split('-->').length - 1).toBe(pages.length);
  });
});

describe('SRT and WebVTT', () => {
  it('start with the hook, which the picture shows as a title card rather than caption pages', () => {
    const words = timed('Why do bees dance? They point the way to flowers');
    const hook = words.slice(0, 4);
    const body = paginate(words.slice(4));
    const title = { words: hook, end: 1.3, accent: '#FFD54F' };
    const srt = buildSrt(sidecarPages(body, title));
    expect(srt.startsWith('1\n00:00:00,000 --> ')).toBe(true);
    expect(srt).toContain('Why do bees dance?');
    expect(buildVtt(sidecarPages(body, title))).toContain('They');
    expect(sidecarPages(body, null)).toBe(body);
  });

  const pages = paginate(timed('Hello there. General Kenobi, you are a bold one'));
  it('writes numbered SRT cues with comma milliseconds', () => {
    const srt = buildSrt(pages);
    expect(srt.startsWith('1\n00:00:00,000 --> 00:00:00,')).toBe(true);
    expect(srt).toContain('Hello there.');
    expect(srt.split('-->').length - 1).toBe(pages.length);
  });
  it('writes WebVTT with inline word timestamps', () => {
    const vtt = buildVtt(pages);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> ')).toBe(true);
    expect(vtt).toContain('Hello <00:00:00.300>there.');
  });
});

describe('emoji', () => {
  it('finds colour emoji for concrete words and spaces them out', () => {
    expect(emojiForWord('Rocket!')).toBe('🚀');
    expect(emojiForWord('octopuses')).toBe('🐙');
    expect(emojiForWord('with')).toBeUndefined();
    const pages = assignEmoji(
      paginate(
        timed('rocket rocket rocket rocket rocket rocket rocket rocket rocket rocket rocket rocket', 0.5),
        { maxWords: 1 },
      ),
    );
    const marked = pages.filter((p) => p.emoji);
    expect(marked.length).toBeGreaterThan(1);
    for (let i = 1; i < marked.length; i++)
      expect(marked[i]!.start - marked[i - 1]!.start).toBeGreaterThanOrEqual(2.5);
  });
});
