import { createCanvas } from '@napi-rs/canvas';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { WordTiming } from '../../providers/tts/tts.types.ts';

// Caption pages (one to four words) from the voice's word timings, and the three files made from them:
// ASS (burned into the video and offered for editors), SRT and WebVTT. Layout is measured with the same
// Inter fonts libass uses, so every page is sized to fit the platforms' safe area before it is drawn.

export const FRAME_W = 1080;
export const FRAME_H = 1920;
/** Centre 80 % of the width and middle 60 % of the height: clear of every app's buttons. */
export const SAFE = { left: 108, right: 972, top: 384, bottom: 1536 } as const;
const SAFE_W = SAFE.right - SAFE.left;

export interface CaptionPage {
  words: WordTiming[];
  start: number;
  end: number;
  /** Word indexes per line (one or two lines). */
  lines: number[][];
  /** ASS font size after fitting. */
  fontSize: number;
  emoji?: string;
}

export interface PresetStyle {
  font: string;
  /** CSS weight of the same face, for measuring with canvas. */
  weight: number;
  size: number;
  upper: boolean;
  /** Extra horizontal room the outline or box takes on each side. */
  pad: number;
  /** The ASS [V4+ Styles] line after "Style: Caption,". */
  style: string;
  /** Override tags for the spoken word and for the others. */
  active: (size: number) => string;
  idle: string;
}

// ASS colours are &HAABBGGRR.
export const PRESETS: Record<CaptionPreset, PresetStyle> = {
  bold: {
    font: 'Inter Black',
    weight: 900,
    size: 104,
    upper: true,
    pad: 8,
    style: 'Inter Black,104,&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,6,0,5,0,0,0,1',
    active: () => '{\\c&H0000E5FF&}',
    idle: '{\\c&H00FFFFFF&}',
  },
  pop: {
    font: 'Inter Extra Bold',
    weight: 800,
    size: 96,
    upper: true,
    pad: 64,
    style:
      'Inter Extra Bold,96,&H00FFFFFF,&H00FFFFFF,&H00101010,&H00000000,0,0,0,0,100,100,0,0,1,5,0,5,0,0,0,1',
    active: () => '{\\c&H006AFF39&\\fscx100\\fscy100\\t(0,90,\\fscx116\\fscy116)}',
    idle: '{\\c&H00FFFFFF&\\fscx100\\fscy100}',
  },
  boxed: {
    font: 'Inter Bold',
    weight: 700,
    size: 84,
    upper: false,
    pad: 20,
    style: 'Inter Bold,84,&H00FFFFFF,&H00FFFFFF,&H40000000,&H40000000,0,0,0,0,100,100,0,0,3,16,0,5,0,0,0,1',
    active: () => '{\\c&H0000D4FF&}',
    idle: '{\\c&H00FFFFFF&}',
  },
  minimal: {
    font: 'Inter Semi Bold',
    weight: 600,
    size: 76,
    upper: false,
    pad: 4,
    style:
      'Inter Semi Bold,76,&H00FFFFFF,&H00FFFFFF,&HA0000000,&H40000000,0,0,0,0,100,100,0,0,1,1.5,3,5,0,0,0,1',
    active: () => '{\\1a&H00&}',
    idle: '{\\1a&H70&}',
  },
  neon: {
    font: 'Inter Bold',
    weight: 700,
    size: 92,
    upper: true,
    pad: 12,
    style: 'Inter Bold,92,&H00FFF0FA,&H00FFF0FA,&H00D62BFF,&H00000000,0,0,0,0,100,100,0,0,1,6,0,5,0,0,0,1',
    active: () => '{\\blur3\\c&H00FFFFFF&\\3c&H00FFF000&}',
    idle: '{\\blur3\\c&H00FFF0FA&\\3c&H00D62BFF&}',
  },
};

/** libass draws Inter at about 0.82 of the canvas pixel size for the same number (measured). */
export const ASS_TO_CANVAS = 0.82;
const measureCtx = createCanvas(8, 8).getContext('2d');

export function textWidth(text: string, assSize: number, weight: number): number {
  measureCtx.font = `${weight} 100px Inter`;
  return (measureCtx.measureText(text).width * assSize * ASS_TO_CANVAS) / 100;
}

const END_PUNCT = /[.!?;:…]["')\]]*$/;
const SOFT_PUNCT = /[,—–-]["')\]]*$/;

export interface PagingOptions {
  maxWords?: number;
  maxChars?: number;
  /** A silence longer than this starts a new page. */
  gapSec?: number;
}

/** Groups timed words into pages of one to four words, breaking at sentence ends, pauses and length. */
export function paginate(words: WordTiming[], opts: PagingOptions = {}): CaptionPage[] {
  const maxWords = Math.min(4, Math.max(1, opts.maxWords ?? 4));
  const maxChars = opts.maxChars ?? 20;
  const gapSec = opts.gapSec ?? 0.4;
  const pages: CaptionPage[] = [];
  let cur: WordTiming[] = [];
  const flush = () => {
    if (cur.length)
      pages.push({ words: cur, start: cur[0]!.start, end: cur[cur.length - 1]!.end, lines: [], fontSize: 0 });
    cur = [];
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (cur.length) {
      const prev = cur[cur.length - 1]!;
      const chars = cur.reduce((n, x) => n + x.word.length + 1, 0) + w.word.length;
      if (
        cur.length >= maxWords ||
        chars > maxChars ||
        w.start - prev.end > gapSec ||
        SOFT_PUNCT.test(prev.word)
      )
        flush();
    }
    cur.push(w);
    if (END_PUNCT.test(w.word)) flush();
  }
  flush();
  // A page stays up until the next one starts (no flicker in short pauses), but not through long silences.
  for (let i = 0; i < pages.length; i++) {
    const next = pages[i + 1];
    const p = pages[i]!;
    p.end = next && next.start - p.end < 0.6 ? next.start : p.end + 0.25;
    if (next && p.end > next.start) p.end = next.start;
  }
  return pages;
}

const display = (w: string, upper: boolean) => (upper ? w.toUpperCase() : w);

/** Chooses one or two lines and a font size so the page fits the safe width; long words shrink. */
export function layoutPage(page: CaptionPage, preset: CaptionPreset): CaptionPage {
  const p = PRESETS[preset];
  const texts = page.words.map((w) => display(w.word, p.upper));
  const room = SAFE_W - 2 * p.pad;
  const widthOf = (idx: number[], size: number) =>
    textWidth(idx.map((i) => texts[i]).join(' '), size, p.weight);
  const all = texts.map((_, i) => i);
  const candidates: number[][][] = [[all]];
  if (texts.length > 1) {
    // Two-line splits, most balanced first.
    const splits = [];
    for (let k = 1; k < texts.length; k++) splits.push([all.slice(0, k), all.slice(k)]);
    splits.sort(
      (a, b) =>
        Math.abs(widthOf(a[0]!, 100) - widthOf(a[1]!, 100)) -
        Math.abs(widthOf(b[0]!, 100) - widthOf(b[1]!, 100)),
    );
    candidates.push(...splits);
  }
  for (const lines of candidates) {
    const widest = Math.max(...lines.map((l) => widthOf(l, p.size)));
    if (widest <= room) return { ...page, lines, fontSize: p.size };
  }
  // Nothing fits at full size: shrink the best two-line (or single) layout until it fits.
  const best = candidates[candidates.length > 1 ? 1 : 0]!;
  const widest = Math.max(...best.map((l) => widthOf(l, p.size)));
  const size = Math.max(12, Math.floor((p.size * room) / widest));
  return { ...page, lines: best, fontSize: size };
}

function assTime(sec: number): string {
  const cs = Math.max(0, Math.round(sec * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

function escapeAss(text: string): string {
  return text
    .replace(/\\/g, '\uFF3C')
    .replace(/[{}]/g, '')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '');
}

/**
 * When each word of a page is the spoken (highlighted) one: the first from the page's start, each until
 * the next word starts, the last until the page ends. Spans shorter than 5 ms are dropped.
 */
export function wordSpans(page: CaptionPage): { word: number; from: number; to: number }[] {
  const spans: { word: number; from: number; to: number }[] = [];
  page.words.forEach((w, wi) => {
    const from = wi === 0 ? page.start : w.start;
    const to = wi === page.words.length - 1 ? page.end : page.words[wi + 1]!.start;
    if (to - from >= 0.005) spans.push({ word: wi, from, to });
  });
  return spans;
}

/** Vertical centre of the caption block: lower half of the safe area, below the title card. */
export const CAPTION_Y = 1180;
export const TITLE_Y = 760;

export interface TitleCard {
  /** The hook's timed words. */
  words: WordTiming[];
  end: number;
  /** Accent colour as #RRGGBB. */
  accent: string;
}

function assColour(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '&H00FFFFFF&';
  return `&H00${m[3]}${m[2]}${m[1]}&`.toUpperCase();
}

export interface TitleLayout {
  /** Upper-cased words as drawn. */
  words: string[];
  /** Word indexes per line (at most four lines when the words allow). */
  lines: number[][];
  /** ASS font size after fitting. */
  fontSize: number;
  lineH: number;
  blockH: number;
  /** Centre of the accent bar under the block. */
  barY: number;
}

/** Greedy line filling; the card shrinks until it takes at most four lines and every word fits. */
export function layoutTitle(card: TitleCard): TitleLayout {
  const size = 112;
  const room = SAFE_W - 40;
  const words = card.words.map((w) => escapeAss(w.word.toUpperCase()));
  const fill = (fs: number): number[][] => {
    const lines: number[][] = [[]];
    for (let i = 0; i < words.length; i++) {
      const line = lines[lines.length - 1]!;
      const trial = [...line, i].map((k) => words[k]).join(' ');
      if (line.length && textWidth(trial, fs, 900) > room) lines.push([i]);
      else line.push(i);
    }
    return lines;
  };
  let fs = size;
  const widest = Math.max(...words.map((w) => textWidth(w, size, 900)));
  if (widest > room) fs = Math.floor((size * room) / widest);
  let lines = fill(fs);
  while (lines.length > 4 && fs > 48) {
    fs = Math.floor(fs * 0.88);
    lines = fill(fs);
  }
  const lineH = fs * 1.12;
  const blockH = lines.length * lineH;
  return { words, lines, fontSize: fs, lineH, blockH, barY: Math.round(TITLE_Y + blockH / 2 + 34) };
}

/** The hook as a kinetic title card: a bar sweeps in, the card pops, each word appears as it is spoken. */
function titleEvents(card: TitleCard): string[] {
  const { words, lines, fontSize: fs, lineH, blockH, barY } = layoutTitle(card);
  const startCs = 0;
  const out: string[] = [];
  const accent = assColour(card.accent);
  // Accent bar under the block that sweeps open.
  out.push(
    `Dialogue: 1,${assTime(startCs)},${assTime(card.end)},Title,,0,0,0,,{\\an5\\pos(540,${barY})\\fscx0\\t(0,260,\\fscx100)\\1c${accent}\\bord0\\shad0\\fad(0,180)\\p1}m 0 0 l 600 0 600 18 0 18{\\p0}`,
  );
  lines.forEach((line, li) => {
    const y = Math.round(TITLE_Y - blockH / 2 + lineH * (li + 0.5));
    const text = line
      .map((i) => {
        const appear = Math.max(0, Math.round(card.words[i]!.start * 1000) - 40); // the card starts at 0 s
        return `{\\alpha&HFF&\\t(${appear},${appear + 90},\\alpha&H00&)}${words[i]}`;
      })
      .join(' ');
    out.push(
      `Dialogue: 2,${assTime(startCs)},${assTime(card.end)},Title,,0,0,0,,{\\an5\\pos(540,${y})\\fs${fs}\\fscx70\\fscy70\\t(0,180,\\fscx106\\fscy106)\\t(180,300,\\fscx100\\fscy100)\\fad(0,180)}${text}`,
    );
  });
  return out;
}

export interface AssOptions {
  preset: CaptionPreset;
  title?: TitleCard | null;
  watermark?: string | null;
}

/** Full ASS document: styles, the title card, one event per spoken word (its page, that word highlighted). */
export function buildAss(pages: CaptionPage[], opts: AssOptions): string {
  const p = PRESETS[opts.preset];
  const head = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${FRAME_W}`,
    `PlayResY: ${FRAME_H}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: TV.709',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Caption,${p.style}`,
    'Style: Title,Inter Black,112,&H00FFFFFF,&H00FFFFFF,&H70000000,&H00000000,0,0,0,0,100,100,0,0,1,4,0,5,0,0,0,1',
    'Style: Mark,Inter Semi Bold,34,&H66FFFFFF,&H66FFFFFF,&H99000000,&H00000000,0,0,0,0,100,100,0,0,1,1.5,0,7,0,0,0,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const events: string[] = [];
  if (opts.title && opts.title.words.length) events.push(...titleEvents(opts.title));
  for (const page of pages) {
    const texts = page.words.map((w) => escapeAss(display(w.word, p.upper)));
    const lineH = page.fontSize * 1.18;
    const blockTop = CAPTION_Y - (page.lines.length * lineH) / 2;
    for (const { word: wi, from, to } of wordSpans(page)) {
      page.lines.forEach((line, li) => {
        const y = Math.round(blockTop + lineH * (li + 0.5));
        const body = line.map((i) => (i === wi ? p.active(page.fontSize) : p.idle) + texts[i]).join(' ');
        events.push(
          `Dialogue: 0,${assTime(from)},${assTime(to)},Caption,,0,0,0,,{\\an5\\pos(540,${y})\\fs${page.fontSize}}${body}`,
        );
      });
    }
  }
  if (opts.watermark) {
    const end = pages.length ? pages[pages.length - 1]!.end : (opts.title?.end ?? 1);
    events.push(
      `Dialogue: 3,${assTime(0)},${assTime(end + 5)},Mark,,0,0,0,,{\\pos(60,300)}${escapeAss(opts.watermark)}`,
    );
  }
  return [...head, ...events, ''].join('\n');
}

function clock(sec: number, sep: ',' | '.'): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${sep}${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * The pages of the caption files (SRT, VTT): everything spoken, the hook included. On screen the hook
 * is a title card rather than caption pages, but a file a creator uploads to a platform, or a viewer
 * reads with a screen reader, must not start at the second sentence.
 */
export function sidecarPages(pages: CaptionPage[], title: TitleCard | null): CaptionPage[] {
  if (!title?.words.length) return pages;
  const hook = paginate(title.words);
  const firstBody = pages[0]?.start ?? Infinity;
  return [...hook.map((p) => ({ ...p, end: Math.min(p.end, firstBody) })), ...pages];
}

export function buildSrt(pages: CaptionPage[]): string {
  return pages
    .map(
      (p, i) =>
        `${i + 1}\n${clock(p.start, ',')} --> ${clock(p.end, ',')}\n${p.words.map((w) => w.word).join(' ')}\n`,
    )
    .join('\n');
}

/** WebVTT with inline word timestamps, so players that support them can follow the spoken word. */
export function buildVtt(pages: CaptionPage[]): string {
  const cues = pages.map((p) => {
    const text = p.words.map((w, i) => (i === 0 ? w.word : `<${clock(w.start, '.')}>${w.word}`)).join(' ');
    return `${clock(p.start, '.')} --> ${clock(p.end, '.')}\n${text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}
