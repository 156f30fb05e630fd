import { captionFont, joinWords } from './text-shaping.ts';
import { createCanvas } from '@napi-rs/canvas';
import type { CaptionPosition } from '@reelsmith/contracts/storyboard';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { breakCosts, coordinates, GLUE, LONE, PHRASE } from './caption-breaks.ts';
import { INK_REACH, safeArea, textColumn, type Box } from './safe-zones.ts';

// Caption pages (one to four words) from the voice's word timings, and where they and the title card
// sit (the files made from them are caption-files.ts). Layout is measured with the same
// Inter fonts libass uses, so every page is sized to fit the platforms' safe area before it is drawn.
// Pages and lines break where the words read whole on their own (caption-breaks.ts, decision 189).

export const FRAME_W = 1080;
export const FRAME_H = 1920;
/**
 * The width captions are fitted to: the text column clear of every app (safe-zones.ts, decision 188),
 * less the reach of a glow or shadow on each side. Pages are laid out once for all targets, so a
 * video can be posted anywhere without a new layout.
 */
export const CAPTION_COLUMN_W = textColumn('all').width - 2 * INK_REACH;
/** Colour emoji sit above a caption block (emoji.ts chooses them, the caption layer draws them). */
export const EMOJI_PX = 150;
export const EMOJI_GAP = 10;
export const EMOJI_DROP = 40;

export interface CaptionPage {
  words: WordTiming[];
  start: number;
  end: number;
  /** Word indexes per line (one or two lines). */
  lines: number[][];
  /** ASS font size after fitting. */
  fontSize: number;
  emoji?: string;
  /** Cost of a line break after each word of the page (caption-breaks.ts); the last is 0. */
  breaks?: number[];
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

export function textWidth(text: string, assSize: number, weight: number, family?: string | null): number {
  measureCtx.font = captionFont(weight, 100, text, family);
  return (measureCtx.measureText(text).width * assSize * ASS_TO_CANVAS) / 100;
}

/** Quotes and brackets that may close after a sentence's end mark. */
const CLOSERS = `["')\\]”」』）]*$`;
const END_PUNCT = new RegExp(`[.!?;:…。！？；：]${CLOSERS}`);
const COLON = new RegExp(`[:：]${CLOSERS}`);

/**
 * Whether a page (or a sidecar cue) must end after `word`: at a sentence's end, but not at the colon of
 * a word that starts it (`alone`): "DIGNITY:" by itself reads as a fragment of "Dignity: gone.".
 */
export const endsPage = (word: string, alone: boolean) =>
  END_PUNCT.test(word) && !(alone && COLON.test(word));

export interface PagingOptions {
  maxWords?: number;
  maxChars?: number;
  /** A silence longer than this starts a new page. */
  gapSec?: number;
}

/** A silence this long always starts a new page, whatever the words. */
const HARD_GAP_SEC = 1;
/** What every page costs, so that good gaps are not all taken just because they are cheap. */
const PAGE_COST = 1.5;
/** A one-word page flashes by: allowed for a long word, else it costs this much more. */
const SHORT_PAGE_COST = 2;

/**
 * Groups timed words into pages of one to four words. A sentence end or a long silence always ends a
 * page; inside a sentence the pages end at the gaps that read best (after a comma, before "and", "to",
 * "the" or an opening quote) and never after a word that leads into the next when any other way fits.
 */
export function paginate(words: WordTiming[], opts: PagingOptions = {}): CaptionPage[] {
  const maxWords = Math.min(4, Math.max(1, opts.maxWords ?? 4));
  const maxChars = opts.maxChars ?? 20;
  const gapSec = opts.gapSec ?? 0.4;
  const costs = breakCosts(words.map((w) => w.word));
  // A pause is a good place for a page to end, unless the word before it leads into the next.
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i + 1]!.start - words[i]!.end > gapSec && costs[i]! < GLUE) costs[i] = 0;
  }
  const pages: CaptionPage[] = [];
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (next && !endsPage(w.word, i === from) && next.start - w.end <= HARD_GAP_SEC) continue;
    for (const [a, b] of pageSpans(words, costs, from, i + 1, maxWords, maxChars)) {
      const pw = words.slice(a, b);
      pages.push({
        words: pw,
        start: pw[0]!.start,
        end: pw[pw.length - 1]!.end,
        lines: [],
        fontSize: 0,
        breaks: [...costs.slice(a, b - 1), 0],
      });
    }
    from = i + 1;
  }
  return holdPages(pages);
}

/** A page stays up until the next one starts (no flicker in short pauses), but not through long silences. */
export function holdPages(pages: CaptionPage[]): CaptionPage[] {
  for (let i = 0; i < pages.length; i++) {
    const next = pages[i + 1];
    const p = pages[i]!;
    p.end = next && next.start - p.end < 0.6 ? next.start : p.end + 0.25;
    if (next && p.end > next.start) p.end = next.start;
  }
  return pages;
}

/** Characters a page may run over `maxChars`, each costing this much, to keep a phrase whole. */
const OVER_CHARS = 6;
const OVER_COST = 1.5;

/**
 * The cheapest way to cut words [a, b) into pages (dynamic programming over the page ends): each page
 * costs PAGE_COST, the gap it ends at, the characters it runs over `maxChars` and, when it needs two
 * lines, its best line break (a page whose every split reads wrong is avoided as a whole).
 */
function pageSpans(
  words: WordTiming[],
  costs: number[],
  a: number,
  b: number,
  maxWords: number,
  maxChars: number,
): [number, number][] {
  const widths = words.map((w, i) => (i >= a && i < b ? popWidth(w.word) : 0));
  const best = new Array<number>(b - a + 1).fill(Infinity);
  const from = new Array<number>(b - a + 1).fill(0);
  best[0] = 0;
  for (let j = a + 1; j <= b; j++) {
    let chars = -1;
    for (let k = j - 1; k >= Math.max(a, j - maxWords); k--) {
      chars += words[k]!.word.length + 1;
      const n = j - k;
      const over = Math.max(0, chars - maxChars);
      if (over > OVER_CHARS && n > 1) break;
      const short = n === 1 && b - a > 1 && words[k]!.word.length < 8 ? SHORT_PAGE_COST : 0;
      // "and why." alone closing a sentence reads as a leftover: it joins the page before when it fits
      // (decision 240).
      const leftover =
        n <= 2 && k > a && j === b && coordinates(words[k]!.word) && END_PUNCT.test(words[j - 1]!.word);
      const cost =
        best[k - a]! +
        PAGE_COST +
        short +
        (leftover ? GLUE : 0) +
        over * OVER_COST +
        lineBreakCost(widths, costs, k, j) +
        (j < b ? costs[j - 1]! : 0);
      if (cost < best[j - a]!) {
        best[j - a] = cost;
        from[j - a] = k;
      }
    }
  }
  const spans: [number, number][] = [];
  for (let j = b; j > a; j = from[j - a]!) spans.unshift([from[j - a]!, j]);
  return spans;
}

/**
 * The widest preset (pop: upper case, large, with room for its scale) decides whether words [k, j)
 * need two lines; if they do, the cheapest gap between them is the page's line break. Widths are each
 * word's, measured once, plus spaces (kerning across a space is negligible).
 */
function lineBreakCost(widths: number[], costs: number[], k: number, j: number): number {
  if (j - k < 2) return 0;
  let w = POP_SPACE * (j - k - 1);
  for (let i = k; i < j; i++) w += widths[i]!;
  const room = CAPTION_COLUMN_W - 2 * PRESETS.pop.pad;
  if (w <= room) return 0;
  if (w * MIN_ONE_LINE <= room) return 1; // one line, a little smaller
  // Two lines show together, so a weak line break costs half what ending a page there would.
  return Math.min(...costs.slice(k, j - 1)) / 2;
}

const POP_SPACE = textWidth(' ', PRESETS.pop.size, PRESETS.pop.weight);
const popWidth = (word: string) => textWidth(word.toUpperCase(), PRESETS.pop.size, PRESETS.pop.weight);

/** A page shown on one line may shrink to this share of its preset's size before it takes two. */
const MIN_ONE_LINE = 0.7;

export const display = (w: string, upper: boolean) => (upper ? w.toUpperCase() : w);

/**
 * Chooses one or two lines and a font size so the page fits the caption column; long words shrink.
 * One line when it fits; else the two-line split at the gap that reads best, balance deciding between
 * gaps that read about as well.
 */
export function layoutPage(page: CaptionPage, preset: CaptionPreset, family?: string | null): CaptionPage {
  const p = PRESETS[preset];
  const texts = page.words.map((w) => display(w.word, p.upper));
  const room = CAPTION_COLUMN_W - 2 * p.pad;
  const widthOf = (idx: number[], size: number) =>
    textWidth(joinWords(idx.map((i) => texts[i]!)), size, p.weight, family);
  const all = texts.map((_, i) => i);
  const costs = page.breaks ?? breakCosts(page.words.map((w) => w.word));
  const splitCost = (lines: number[][]) => costs[lines[0]!.length - 1]!;
  // Two-line splits, the gap that reads best first, balance deciding between gaps that read alike.
  const splits: number[][][] = [];
  const keys = new Map<number[][], number>();
  for (let k = 1; k < texts.length; k++) {
    const lines = [all.slice(0, k), all.slice(k)];
    const [a, b] = lines.map((l) => widthOf(l, 100)) as [number, number];
    keys.set(lines, costs[k - 1]! + (4 * Math.abs(a - b)) / (a + b));
    splits.push(lines);
  }
  splits.sort((x, y) => keys.get(x)! - keys.get(y)!);
  const sizeFor = (lines: number[][]) =>
    Math.min(p.size, Math.floor((p.size * room) / Math.max(...lines.map((l) => widthOf(l, p.size)))));
  const good = splits.filter((l) => splitCost(l) < GLUE);
  // A last line of one word under three or more ("WHAT TWO SOURCES / SAY.") reads as a leftover.
  const neat = good.filter((l) => l[1]!.length > 1 || texts.length < 3);
  // In order: one line; a split that reads well; one line a little smaller ("IN THE COMMENTS." rather
  // than "IN THE / COMMENTS."); the best well-read split a little smaller; any split; then shrink.
  const oneLine = sizeFor([all]);
  if (oneLine === p.size) return { ...page, lines: [all], fontSize: p.size };
  for (const lines of neat) if (sizeFor(lines) === p.size) return { ...page, lines, fontSize: p.size };
  if (oneLine >= p.size * MIN_ONE_LINE) return { ...page, lines: [all], fontSize: oneLine };
  const shrunk = good.map((lines) => ({ lines, size: sizeFor(lines) })).sort((x, y) => y.size - x.size)[0];
  if (shrunk && shrunk.size >= p.size * MIN_ONE_LINE)
    return { ...page, lines: shrunk.lines, fontSize: shrunk.size };
  // A lone mark never starts or ends a line: rather one line, shrunk.
  const allowed = splits.filter((l) => splitCost(l) < LONE);
  for (const lines of allowed) if (sizeFor(lines) === p.size) return { ...page, lines, fontSize: p.size };
  const best = good[0] ?? allowed[0] ?? [all];
  const size = Math.max(12, sizeFor(best));
  return { ...page, lines: best, fontSize: size };
}

export function escapeAss(text: string): string {
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

/**
 * The hook's title card is the video's cover, the frame a feed shows (issue 37): its words on a dark
 * plate under the hook's big picture, from TITLE_TOP to the plate's foot at TITLE_BOTTOM at most,
 * inside the area clear on every app. The plate may overlap the picture's backing: that is the
 * room that lets a long hook stay large.
 */
export const TITLE_TOP = 816;
const TITLE_BOTTOM = safeArea('all').y1 - 10;
/** The plate's room around the words (across, and above and below), and its accent bar's height. */
export const TITLE_PAD_X = 36;
export const TITLE_PAD_Y = 22;
export const TITLE_BAR = 14;

export function captionBlockTop(
  page: Pick<CaptionPage, 'lines' | 'fontSize' | 'emoji'>,
  at: { position: CaptionPosition; band: Box },
): number {
  const h = page.lines.length * page.fontSize * 1.18;
  if (at.position === 'bottom') return at.band.y1 - h;
  if (at.position === 'top') return at.band.y0 + (page.emoji ? EMOJI_PX + EMOJI_GAP + EMOJI_DROP : 0);
  return (at.band.y0 + at.band.y1) / 2 - h / 2;
}

export interface TitleCard {
  /** The hook's timed words. */
  words: WordTiming[];
  end: number;
  /** Accent colour as #RRGGBB. */
  accent: string;
  /** A brand's font family (issue 41), drawn before the caption fonts. */
  family?: string | null;
}

export interface TitleLayout {
  /** Upper-cased words as drawn. */
  words: string[];
  /** Word indexes per line (at most four lines when the words allow). */
  lines: number[][];
  /** ASS font size after fitting. */
  fontSize: number;
  /** Line height and the block's height and top row, in frame pixels. */
  lineH: number;
  blockH: number;
  top: number;
  /** The plate behind the words (frame pixels); its accent bar runs along its foot. */
  plate: Box;
}

/**
 * The words on the plate's width in at most four lines, the plate no lower than TITLE_BOTTOM, at the
 * largest size whose lines break only between phrases (the caption pages' break costs), so a title
 * never reads "CELEBRATE THE / LITTLE WINS.". Better breaks are worth up to a third of the size.
 */
export function layoutTitle(card: TitleCard): TitleLayout {
  const room = textColumn('all').width - 2 * TITLE_PAD_X;
  const tallest = TITLE_BOTTOM - TITLE_TOP - 2 * TITLE_PAD_Y - TITLE_BAR;
  const words = card.words.map((w) => escapeAss(w.word.toUpperCase()));
  const costs = breakCosts(card.words.map((w) => w.word));
  // Widths scale with the size, so each run of words is measured once.
  const measured = new Map<number, number>();
  const widthAt100 = (from: number, to: number) => {
    const key = from * 1000 + to;
    let w = measured.get(key);
    if (w === undefined)
      measured.set(key, (w = textWidth(joinWords(words.slice(from, to)), 100, 900, card.family)));
    return w;
  };
  const fill = (fs: number, most: number): { lines: number[][]; worst: number } | null => {
    const widthOf = (from: number, to: number) => (widthAt100(from, to) * fs) / 100;
    // best[j]: the cheapest lines for words[0..j) (a break's cost, plus one per line, plus the
    // line's unused room so lines come out even); a single too-wide word still gets its own line.
    const best: { cost: number; lines: number; from: number }[] = [{ cost: 0, lines: 0, from: -1 }];
    for (let j = 1; j <= words.length; j++) {
      best[j] = { cost: Infinity, lines: 0, from: -1 };
      for (let i = j - 1; i >= 0; i--) {
        const width = widthOf(i, j);
        if (width > room && i < j - 1) break;
        const prev = best[i]!;
        if (prev.cost === Infinity || prev.lines >= most) continue;
        const cost = prev.cost + (i > 0 ? costs[i - 1]! : 0) + 1 + Math.max(0, 1 - width / room);
        if (cost < best[j]!.cost) best[j] = { cost, lines: prev.lines + 1, from: i };
      }
    }
    if (best[words.length]!.cost === Infinity) return null;
    const lines: number[][] = [];
    let worst = 0;
    for (let j = words.length; j > 0; j = best[j]!.from) {
      lines.unshift(Array.from({ length: j - best[j]!.from }, (_, k) => best[j]!.from + k));
      if (j < words.length) worst = Math.max(worst, costs[j - 1]!);
    }
    return { lines: lines.length ? lines : [[]], worst };
  };
  // Capitals and no descenders to speak of: lines sit close, so the block reads as one.
  const lineOf = (fs: number) => fs * ASS_TO_CANVAS * 1.1;
  let fs = 170;
  const widest = Math.max(...words.map((w) => textWidth(w, fs, 900, card.family)));
  if (widest > room) fs = Math.floor((fs * room) / widest);
  const most = (size: number) => Math.max(1, Math.min(4, Math.floor(tallest / lineOf(size))));
  // Down to two thirds of the largest size that fits: the lines whose worst break reads best (all
  // phrase breaks count as one), then the largest size.
  let largest = 0;
  let chosen: { fs: number; lines: number[][]; worst: number } | undefined;
  for (let size = fs; size > 48; size = Math.floor(size * 0.94)) {
    const fitted = fill(size, most(size));
    if (!fitted) continue;
    largest ||= size;
    if (size < largest * 0.67) break;
    const worst = Math.max(fitted.worst, PHRASE);
    if (!chosen || worst < chosen.worst) chosen = { fs: size, lines: fitted.lines, worst };
    if (worst === PHRASE) break;
  }
  // Too many words even at the floor: every line full, however many (titleFits says no).
  fs = chosen?.fs ?? 48;
  const lines = chosen?.lines ?? fill(48, Infinity)!.lines;
  const lineH = lineOf(fs);
  const blockH = lines.length * lineH;
  const wide = Math.max(
    ...lines.map((line) => textWidth(joinWords(line.map((k) => words[k]!)), fs, 900, card.family)),
  );
  const half = Math.ceil(wide / 2) + TITLE_PAD_X;
  const top = TITLE_TOP + TITLE_PAD_Y;
  const plate = {
    x0: FRAME_W / 2 - half,
    x1: FRAME_W / 2 + half,
    y0: TITLE_TOP,
    y1: Math.round(top + blockH + TITLE_PAD_Y + TITLE_BAR),
  };
  return { words, lines, fontSize: fs, lineH, blockH, top, plate };
}

/** Whether words fit the cover without shrinking past its floor: four lines at most, inside the safe area. */
export function titleFits(words: string[], family?: string | null): boolean {
  const timed = words.map((word) => ({ word, start: 0, end: 0 }));
  const { lines, plate } = layoutTitle({ words: timed, end: 0, accent: '#000000', family });
  return lines.length <= 4 && plate.y1 <= TITLE_BOTTOM;
}
